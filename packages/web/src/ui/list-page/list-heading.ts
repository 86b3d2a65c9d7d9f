import type { TextFn } from '../../lib/text';

/**
 * A list's title and its count line ("共 N 条") from the page's texts `<group>.title` and
 * `<group>.total`, the pair every list page names its heading by.
 */
export function listHeading<G extends string>(t: TextFn<`${G}.title` | `${G}.total`>, group: G) {
  return { title: t(`${group}.title`), totalText: (total: number) => t(`${group}.total`, { total }) };
}
