import type { WireParams } from './params';

type Issue = { readonly path: readonly PropertyKey[]; readonly code?: string };

/** Whether the platform calls the first invalid field left empty, from its value and its issue. */
export type EmptyRule = (value: string | undefined, issue: Issue | undefined) => boolean;

const blank: EmptyRule = (value) => value === undefined || value.trim() === '';

/**
 * The application modules' rule (报检 `appOnline`, 使用登记 `useManage`): a value under its minimum
 * (a list without items, a text too short) is called empty too, and a value of spaces is not.
 */
export const missingOrTooSmall: EmptyRule = (value, issue) => value === undefined || value === '' || issue?.code === 'too_small';

/**
 * The platform's text for a form that failed its wire schema, from its first invalid field:
 * `<label>不能为空` when the field was left empty (blank, unless the module's rule says otherwise),
 * else `<label>格式不正确`.
 */
export function invalidFieldMessage(labels: Readonly<Record<string, string>>, issues: readonly Issue[], params: WireParams, isEmpty: EmptyRule = blank): string {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  const label = labels[field] ?? field;
  return isEmpty(params[field], issue) ? `${label}不能为空` : `${label}格式不正确`;
}
