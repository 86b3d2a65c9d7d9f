import { ZPasswordResetApplicationBodySchema, type PasswordResetApplicationBody } from '@portal/contract';
import { z } from 'zod';

/** The reset form's values: the application as typed, plus the captcha of the SMS button. */
export type ResetValues = {
  loginName: string;
  name: string;
  unitName: string;
  mobile: string;
  captchaId: string;
  captchaCode: string;
  smsCode: string;
  reason: string;
  password: string;
  passwordCheck: string;
};

export const EMPTY_RESET: ResetValues = {
  loginName: '',
  name: '',
  unitName: '',
  mobile: '',
  captchaId: '',
  captchaCode: '',
  smsCode: '',
  reason: '',
  password: '',
  passwordCheck: '',
};

export type ResetChecked = z.output<typeof ZPasswordResetApplicationBodySchema> & { captchaId?: string; captchaCode?: string };

/**
 * The contract's application schema, so the form says what the API would. The captcha guards the
 * sending of the SMS code, so it is not part of the application.
 */
export const resetSchema = z.intersection(
  ZPasswordResetApplicationBodySchema,
  z.object({ captchaId: z.string().optional(), captchaCode: z.string().optional() }),
) as unknown as z.ZodType<ResetChecked, z.ZodTypeDef, ResetValues>;

/** What is posted: the application without the captcha. */
export function toResetBody(values: ResetChecked): PasswordResetApplicationBody {
  const { captchaId: _captchaId, captchaCode: _captchaCode, ...body } = values;
  return body;
}
