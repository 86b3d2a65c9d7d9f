import { checkRule, type MessageKey, type RuleName } from '@portal/contract';

export type ProfileForm = { name: string; idCard: string; phone: string; mobile: string };
export type ProfileField = keyof ProfileForm;
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'idCard', 'phone', 'mobile'];

const RULE_OF: Partial<Record<ProfileField, RuleName>> = { idCard: 'idCard', phone: 'phone', mobile: 'mobile' };
export const NAME_MAX = 50;

/** The contract's ZProfileUpdateBodySchema as message keys: name required, the rest by rule. */
export function checkProfileField(field: ProfileField, form: ProfileForm, required: boolean): MessageKey | null {
  const value = form[field];
  if (field === 'name') {
    if (value.trim() === '') return required ? 'nameRequired' : null;
    return value.trim().length > NAME_MAX ? 'tooLong' : null;
  }
  const rule = RULE_OF[field];
  return rule ? checkRule(rule, value) : null;
}
