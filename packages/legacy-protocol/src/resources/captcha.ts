import type { z } from 'zod/v4';
import { wireRecord, ZWireText } from '../wire-values';

/**
 * The platform's image captcha. JeeSite draws it at `/validCode` into the HTTP session; the
 * institute's common module answers it as JSON instead (`success` + `data`), with an id the next
 * call names, since the gateway keeps no platform session for a visitor.
 */
export const CAPTCHA_WIRE_PATHS = {
  captcha: '/a/stone/common/captcha',
} as const;

/** The form fields a call answering a captcha carries. */
export const CAPTCHA_PARAMS = { id: 'captchaId', code: 'validCode' } as const;

/** `captchaId` and the PNG as a data URL (`data:image/png;base64,…`). */
export const ZWireCaptcha = wireRecord({ captchaId: ZWireText, image: ZWireText });
export type WireCaptcha = z.infer<typeof ZWireCaptcha>;

/** The platform's refusal of a wrong, used or expired captcha. */
export const CAPTCHA_MESSAGES = {
  wrong: '图形验证码错误或已失效，请重新输入',
} as const;
