import type { AccountApplicationBody, SMS_PURPOSES } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_MESSAGES,
  CAPTCHA_MESSAGES,
  SMS_CODE_MESSAGES,
  type WireAccountApplyFormFields,
  type WireSmsPurpose,
} from '@portal/legacy-protocol';
import type { FieldErrorCode } from '@portal/contract';
import type { ProblemCause } from '../../http/problem';
import type { LegacyResult } from '../../legacy/client';
import { toWireUnitDetails } from '../unit/mapping';

const WIRE_PURPOSES: Record<(typeof SMS_PURPOSES)[number], WireSmsPurpose> = {
  register: 'register',
  'password-reset': 'passwordReset',
  'online-apply': 'onlineApply',
};

export const wirePurpose = (purpose: (typeof SMS_PURPOSES)[number]): WireSmsPurpose => WIRE_PURPOSES[purpose];

/** 138****5678: what may be shown or logged of a mobile number. */
export const maskMobile = (mobile: string): string => (/^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****');

/** The application as the platform's form (the contract has already checked every field). */
export function toAccountApplyForm(body: AccountApplicationBody): WireAccountApplyFormFields {
  return {
    orgname: body.unitName.trim(),
    uscc: body.creditCode,
    areaCode: body.areaCode,
    regAddress: body.regAddress.trim(),
    businessAddress: body.businessAddress.trim(),
    legalPerson: body.legalPerson.trim(),
    contactPerson: body.contactPerson.trim(),
    contactPhone: body.contactPhone,
    mobile: body.mobile,
    smsCode: body.smsCode,
    email: body.email ?? '',
    ...toWireUnitDetails(body),
    loginName: body.loginName.trim(),
    password: body.password,
    attachmentIds: body.attachmentIds ?? [],
  };
}

/** Where the platform's refusal text belongs on the form, and the status it means. */
const FIELD_REFUSALS: Readonly<Record<string, { path: string; status: number; cause: ProblemCause; code: FieldErrorCode }>> = {
  [CAPTCHA_MESSAGES.wrong]: { path: 'captchaCode', status: 400, cause: 'validation-failed', code: 'invalid_value' },
  [SMS_CODE_MESSAGES.cooldown]: { path: 'mobile', status: 429, cause: 'rate-limited', code: 'invalid_value' },
  [SMS_CODE_MESSAGES.dailyCap]: { path: 'mobile', status: 429, cause: 'rate-limited', code: 'invalid_value' },
  [SMS_CODE_MESSAGES.mobileInvalid]: { path: 'mobile', status: 400, cause: 'validation-failed', code: 'invalid_format' },
  [ACCOUNT_REGISTRATION_MESSAGES.smsWrong]: { path: 'smsCode', status: 400, cause: 'validation-failed', code: 'invalid_value' },
  [ACCOUNT_REGISTRATION_MESSAGES.unitTaken]: { path: 'creditCode', status: 409, cause: 'already-exists', code: 'invalid_value' },
  [ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken]: { path: 'loginName', status: 409, cause: 'already-exists', code: 'invalid_value' },
};

/** A refusal the form can show beside its field: the status it means, the text as the field's error. */
export function withFieldRefusal<T>(result: LegacyResult<T>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  const detail = result.problem.detail ?? '';
  const field = FIELD_REFUSALS[detail];
  if (!field) return result;
  return { ...result, problem: { cause: field.cause, status: field.status, detail, errors: [{ path: field.path, code: field.code, message: detail }] } };
}
