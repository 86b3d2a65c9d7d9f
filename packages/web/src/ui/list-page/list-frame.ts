import type { TextFn } from '../../lib/text';
import { listHeading } from './list-heading';

/**
 * What every list page hands `ListPage` the same way: its list state, its query's answer, its
 * texts, and its title and count line from one text group (`listHeading`). One call, so a page
 * names only what is its own (test ids, columns, actions). Without a group the page heads the
 * list itself (or leaves it in its own card).
 */
export function listFrame<S, R, T>(list: S, result: R, text: T): { list: S; result: R; text: T };
export function listFrame<S, R, G extends string, T extends TextFn<`${G}.title` | `${G}.total`>>(
  list: S,
  result: R,
  text: T,
  group: G,
): { list: S; result: R; text: T } & ReturnType<typeof listHeading<G>>;
export function listFrame<S, R, G extends string, T extends TextFn<`${G}.title` | `${G}.total`>>(list: S, result: R, text: T, group?: G) {
  return group === undefined ? { list, result, text } : { list, result, text, ...listHeading(text, group) };
}
