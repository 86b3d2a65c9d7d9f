import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  answerSignatureMessage,
  authorizationHeader,
  decryptResource,
  encryptResource,
  isFreshTimestamp,
  parseAuthorization,
  pemFromEnv,
  requestSignatureMessage,
  signSha256Rsa,
  verifySha256Rsa,
  wechatTime,
} from './wechat-pay';

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const API_V3_KEY = '0123456789abcdef0123456789abcdef';

describe('WeChat Pay v3 signatures', () => {
  it('signs requests over method, URL, stamp, nonce and body, each line ended', () => {
    expect(requestSignatureMessage('GET', '/v3/pay/transactions/out-trade-no/JY1?mchid=1900000109', '1554208460', 'NONCE', '')).toBe(
      'GET\n/v3/pay/transactions/out-trade-no/JY1?mchid=1900000109\n1554208460\nNONCE\n\n',
    );
    expect(answerSignatureMessage('1554208460', 'NONCE', '{"a":1}')).toBe('1554208460\nNONCE\n{"a":1}\n');
  });

  it('verifies its own SHA256-RSA signature and refuses a changed message or a malformed signature', () => {
    const message = answerSignatureMessage('1554208460', 'NONCE', '{"a":1}');
    const signature = signSha256Rsa(message, privateKey);
    expect(verifySha256Rsa(message, signature, publicKey)).toBe(true);
    expect(verifySha256Rsa(message.replace('1}', '2}'), signature, publicKey)).toBe(false);
    expect(verifySha256Rsa(message, 'not base64 !', publicKey)).toBe(false);
    expect(verifySha256Rsa(message, signature, 'not a key')).toBe(false);
  });

  it('writes and reads the merchant Authorization header', () => {
    const auth = { mchid: '1900000109', nonce: 'N1', timestamp: '1554208460', serialNo: 'SERIAL', signature: 'c2ln' };
    const header = authorizationHeader(auth);
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1900000109",')).toBe(true);
    expect(parseAuthorization(header)).toEqual(auth);
    expect(parseAuthorization('Bearer x')).toBeNull();
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1"')).toBeNull();
  });

  it('takes stamps within five minutes of now only', () => {
    const now = new Date('2026-11-23T22:00:00Z');
    const seconds = (offset: number) => String(now.getTime() / 1000 + offset);
    expect(isFreshTimestamp(seconds(-299), now)).toBe(true);
    expect(isFreshTimestamp(seconds(299), now)).toBe(true);
    expect(isFreshTimestamp(seconds(-301), now)).toBe(false);
    expect(isFreshTimestamp(seconds(301), now)).toBe(false);
    expect(isFreshTimestamp('1.5e9', now)).toBe(false);
  });
});

describe('AEAD_AES_256_GCM resources', () => {
  it('decrypts what it encrypted with the same key and associated data', () => {
    const resource = encryptResource(API_V3_KEY, '{"out_trade_no":"JY1"}', 'transaction');
    expect(resource.algorithm).toBe('AEAD_AES_256_GCM');
    expect(decryptResource(API_V3_KEY, resource)).toBe('{"out_trade_no":"JY1"}');
  });

  it('refuses another key, other associated data and a changed ciphertext', () => {
    const resource = encryptResource(API_V3_KEY, '{"out_trade_no":"JY1"}', 'transaction');
    expect(decryptResource('fedcba9876543210fedcba9876543210', resource)).toBeNull();
    expect(decryptResource(API_V3_KEY, { ...resource, associated_data: 'other' })).toBeNull();
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(decryptResource(API_V3_KEY, { ...resource, ciphertext: bytes.toString('base64') })).toBeNull();
  });
});

describe('values', () => {
  it('writes times as RFC 3339 in China Standard Time', () => {
    expect(wechatTime(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24T06:00:00+08:00');
  });

  it('reads a PEM from the environment as is, with \\n escapes or as base64', () => {
    expect(pemFromEnv(publicKey)).toBe(publicKey);
    expect(pemFromEnv(publicKey.trim().replaceAll('\n', '\\n'))).toBe(publicKey);
    expect(pemFromEnv(Buffer.from(publicKey).toString('base64'))).toBe(publicKey);
  });
});
