import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { z } from 'zod/v4';

/**
 * WeChat Pay API v3 (Native payments) as the platform's payment module and the gateway's notification
 * endpoint speak it: the signed request and answer headers, the order and transaction records, the
 * asynchronous notification with its AEAD_AES_256_GCM encrypted resource. The platform's client, the
 * embedded sandbox provider and the gateway's verification all build on these few functions, so the
 * sandbox cannot drift from what the real provider sends.
 * https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-generation.html
 */

export const WECHATPAY_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** The scheme of the merchant's `Authorization` header. */
export const WECHATPAY_AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** Answers and notifications stamped more than this far from now are refused (WeChat's own rule). */
export const WECHATPAY_MAX_SKEW_MS = 5 * 60 * 1000;

export const WECHATPAY_PATHS = {
  native: '/v3/pay/transactions/native',
  /** `/v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=…` */
  byOutTradeNo: '/v3/pay/transactions/out-trade-no',
  /** `/v3/pay/transactions/out-trade-no/{out_trade_no}/close` */
  close: (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
  query: (outTradeNo: string, mchid: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(mchid)}`,
} as const;

/** `METHOD\nURL\ntimestamp\nnonce\nbody\n`: what the merchant signs (URL = path and query). */
export const requestSignatureMessage = (method: string, url: string, timestamp: string, nonce: string, body: string): string =>
  `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;

/** `timestamp\nnonce\nbody\n`: what the provider signs on answers and notifications. */
export const answerSignatureMessage = (timestamp: string, nonce: string, body: string): string => `${timestamp}\n${nonce}\n${body}\n`;

/** SHA256-RSA (PKCS#1 v1.5) signature of `message`, base64. */
export function signSha256Rsa(message: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

/** Whether `signature` (base64) is `publicKeyPem`'s over `message`; a malformed key or signature is false. */
export function verifySha256Rsa(message: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** 32 random hex characters: the nonce of requests, answers and notifications. */
export const wechatNonce = (): string => randomBytes(16).toString('hex');

/** Unix seconds, as text (the headers' unit). */
export const wechatTimestamp = (now: Date): string => String(Math.floor(now.getTime() / 1000));

export type WechatAuthorization = { mchid: string; nonce: string; timestamp: string; serialNo: string; signature: string };

export function authorizationHeader(auth: WechatAuthorization): string {
  return `${WECHATPAY_AUTH_SCHEME} mchid="${auth.mchid}",nonce_str="${auth.nonce}",signature="${auth.signature}",timestamp="${auth.timestamp}",serial_no="${auth.serialNo}"`;
}

/** The parts of a merchant's `Authorization` header, or null when it is not one. */
export function parseAuthorization(header: string | undefined): WechatAuthorization | null {
  if (!header?.startsWith(`${WECHATPAY_AUTH_SCHEME} `)) return null;
  const parts = new Map<string, string>();
  for (const match of header.slice(WECHATPAY_AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) parts.set(match[1]!, match[2]!);
  const [mchid, nonce, signature, timestamp, serialNo] = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'].map((key) => parts.get(key));
  if (!mchid || !nonce || !signature || !timestamp || !serialNo) return null;
  return { mchid, nonce, signature, timestamp, serialNo };
}

/** Whether a Unix-seconds stamp lies within WECHATPAY_MAX_SKEW_MS of `now`. */
export function isFreshTimestamp(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) * 1000 - now.getTime()) <= WECHATPAY_MAX_SKEW_MS;
}

export const ZWechatResource = z.object({
  algorithm: z.literal('AEAD_AES_256_GCM'),
  ciphertext: z.string().min(1),
  nonce: z.string().min(1),
  associated_data: z.string().optional().default(''),
  original_type: z.string().optional(),
});
export type WechatResource = z.infer<typeof ZWechatResource>;

/** An APIv3 key is 32 bytes of text (AES-256). */
export const isApiV3Key = (key: string): boolean => Buffer.byteLength(key, 'utf8') === 32;

/** AEAD_AES_256_GCM with the APIv3 key: ciphertext = base64(encrypted || 16-byte tag). */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string, originalType = 'transaction'): WechatResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), nonce, associated_data: associatedData, original_type: originalType };
}

/** The plaintext of a resource, or null when the key, nonce, data or tag do not match. */
export function decryptResource(apiV3Key: string, resource: WechatResource): string | null {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `POST /v3/pay/transactions/native`. Amounts are fen (integers). */
export const ZWechatNativeOrderRequest = z.object({
  appid: z.string().min(1).max(32),
  mchid: z.string().min(1).max(32),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[0-9A-Za-z_*-]{6,32}$/),
  time_expire: z.string().optional(),
  notify_url: z.string().min(1).max(256),
  amount: z.object({ total: z.number().int().positive(), currency: z.literal('CNY').optional() }),
});
export type WechatNativeOrderRequest = z.infer<typeof ZWechatNativeOrderRequest>;

export const ZWechatNativeOrderAnswer = z.object({ code_url: z.string().min(1) });

export const WECHAT_TRADE_STATES = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'] as const;
export type WechatTradeState = (typeof WECHAT_TRADE_STATES)[number];

/** A transaction as the query answers it and as a notification's resource carries it. */
export const ZWechatTransaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_type: z.string().optional(),
  trade_state: z.enum(WECHAT_TRADE_STATES),
  trade_state_desc: z.string().optional(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().optional(), payer_total: z.number().int().optional(), currency: z.string().optional() }),
});
export type WechatTransaction = z.infer<typeof ZWechatTransaction>;

/** The body of an asynchronous notification (`TRANSACTION.SUCCESS`, or a failure event). */
export const ZWechatNotification = z.object({
  id: z.string().min(1),
  create_time: z.string(),
  event_type: z.string().min(1),
  resource_type: z.literal('encrypt-resource'),
  resource: ZWechatResource,
  summary: z.string().optional(),
});
export type WechatNotification = z.infer<typeof ZWechatNotification>;

/** WeChat's error body, also what a notify endpoint answers when it refuses. */
export const ZWechatError = z.object({ code: z.string(), message: z.string() });
export type WechatError = z.infer<typeof ZWechatError>;

/** `yyyy-MM-ddTHH:mm:ss+08:00`, the RFC 3339 form WeChat uses for times (China Standard Time). */
export function wechatTime(instant: Date): string {
  const shanghai = new Date(instant.getTime() + 8 * 3600_000);
  return `${shanghai.toISOString().slice(0, 19)}+08:00`;
}

/**
 * A PEM key given by environment: as is, with `\n` escapes (one line in a .env file), or as base64
 * of the PEM text. Answers the PEM with real line breaks.
 */
export function pemFromEnv(value: string): string {
  const text = value.trim();
  if (text.includes('-----BEGIN')) return `${text.replaceAll('\\n', '\n').trim()}\n`;
  return `${Buffer.from(text, 'base64').toString('utf8').trim()}\n`;
}
