import { formatMessage, isIdCard, isMobile, isPhoneOrMobile, message } from '@portal/contract';

export type ProfileInput = { name?: string; identityCard?: string; phone?: string; mobile?: string };
export type ProfileChange = { name: string; idCard?: string | null; phone?: string | null; mobile?: string | null };

const NAME_MAX = 50;
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

/** GB 11643 check character (ISO 7064 MOD 11-2) of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + Number(first17.charAt(index)) * weight, 0);
  return ID_CARD_CHECK_CHARS.charAt(sum % 11);
}

/** The product's ID card rule plus the check character the platform verifies. */
export function isValidIdCard(value: string): boolean {
  return isIdCard(value) && idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}

// An absent field keeps its stored value; an empty one clears it.
function optional(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The change to store, or the first rule the form breaks with its message. */
export function checkProfile(input: ProfileInput): { ok: true; change: ProfileChange } | { ok: false; message: string } {
  const name = (input.name ?? '').trim();
  if (name === '') return { ok: false, message: message('nameRequired') };
  if (name.length > NAME_MAX) return { ok: false, message: formatMessage('tooLong', { max: NAME_MAX }) };
  const rawIdCard = optional(input.identityCard);
  const idCard = rawIdCard ? rawIdCard.toUpperCase() : rawIdCard;
  const phone = optional(input.phone);
  const mobile = optional(input.mobile);
  if (mobile && !isMobile(mobile)) return { ok: false, message: message('mobile') };
  if (idCard && !isValidIdCard(idCard)) return { ok: false, message: message('idCard') };
  if (phone && !isPhoneOrMobile(phone)) return { ok: false, message: message('phone') };
  return { ok: true, change: { name, idCard, phone, mobile } };
}
