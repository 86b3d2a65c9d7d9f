import type { WireParams } from './params';

/**
 * The platform's text for a form that failed its wire schema, from its first invalid field:
 * `<label>不能为空` when the field was left empty, else `<label>格式不正确`.
 */
export function invalidFieldMessage(labels: Readonly<Record<string, string>>, issues: readonly { readonly path: readonly PropertyKey[] }[], params: WireParams): string {
  const field = String(issues[0]?.path[0] ?? '');
  const label = labels[field] ?? field;
  const value = params[field];
  return value === undefined || value.trim() === '' ? `${label}不能为空` : `${label}格式不正确`;
}
