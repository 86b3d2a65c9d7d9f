import { ZAccountApplicationBodySchema, type AccountApplicationBody } from '@portal/contract';
import { z } from 'zod';

/** The register form's values: the application's fields as typed, plus the captcha of the SMS button. */
export type RegisterValues = {
  unitName: string;
  creditCode: string;
  areaCode: string;
  regAddress: string;
  businessAddress: string;
  legalPerson: string;
  foundDate: string;
  fixedAssets: string;
  postcode: string;
  email: string;
  contactPerson: string;
  contactPhone: string;
  mobile: string;
  captchaId: string;
  captchaCode: string;
  smsCode: string;
  loginName: string;
  password: string;
  passwordCheck: string;
  /** Ids of the uploaded documents (DocumentUpload). */
  attachmentIds: string[];
};

export const UNIT_PART = ['unitName', 'creditCode', 'areaCode', 'regAddress', 'businessAddress', 'legalPerson', 'foundDate', 'fixedAssets', 'postcode', 'email'] as const;
export const CONTACT_PART = ['contactPerson', 'contactPhone', 'mobile'] as const;
export const ACCOUNT_PART = ['loginName', 'password', 'passwordCheck'] as const;

export const EMPTY_REGISTER: RegisterValues = {
  unitName: '',
  creditCode: '',
  areaCode: '',
  regAddress: '',
  businessAddress: '',
  legalPerson: '',
  foundDate: '',
  fixedAssets: '',
  postcode: '',
  email: '',
  contactPerson: '',
  contactPhone: '',
  mobile: '',
  captchaId: '',
  captchaCode: '',
  smsCode: '',
  loginName: '',
  password: '',
  passwordCheck: '',
  attachmentIds: [],
};

/**
 * The contract's application schema: the form says what the API would. The captcha is checked
 * when the SMS code is asked for (it guards the sending), so it is not part of the application.
 */
export const registerSchema = z.intersection(
  ZAccountApplicationBodySchema,
  z.object({ captchaId: z.string().optional(), captchaCode: z.string().optional() }),
) as unknown as z.ZodType<AccountApplicationBody, z.ZodTypeDef, RegisterValues>;

/** What is posted: the application without the captcha (the SMS code already proved it). */
export function toApplicationBody(values: AccountApplicationBody & { captchaId?: string; captchaCode?: string }): AccountApplicationBody {
  const { captchaId: _captchaId, captchaCode: _captchaCode, ...body } = values;
  return body;
}
