const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714 check character of an 8-character organisation code body (digits and capitals). */
export function orgCodeCheckChar(body: string): string {
  const sum = ORG_CODE_WEIGHTS.reduce((total, weight, index) => total + parseInt(body.charAt(index), 36) * weight, 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 'X';
  return check === 11 ? '0' : String(check);
}

/** GB 32100 check character (mod 31) of the first 17 characters of a 统一社会信用代码. */
export function creditCodeCheckChar(first17: string): string {
  const sum = CREDIT_CODE_WEIGHTS.reduce(
    (total, weight, index) => total + CREDIT_CODE_CHARS.indexOf(first17.charAt(index)) * weight,
    0,
  );
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31);
}

/**
 * A full 统一社会信用代码 for an enterprise ('91') registered in `areaCode`, around an organisation
 * code body of 8 characters: both check characters are computed.
 */
export function enterpriseCreditCode(areaCode: string, orgCodeBody: string): string {
  if (!/^\d{6}$/.test(areaCode) || !/^[0-9A-HJ-NPQRTUWXY]{8}$/.test(orgCodeBody)) {
    throw new Error(`Not a credit code body: ${areaCode} ${orgCodeBody}`);
  }
  const first17 = `91${areaCode}${orgCodeBody}${orgCodeCheckChar(orgCodeBody)}`;
  return first17 + creditCodeCheckChar(first17);
}
