import { describe, expect, it } from 'vitest';
import { BASE64_CIPHER_KEY, DEFAULT_CIPHER_KEY, decodeLoginText, encodeLoginText } from './cipher';

// Vectors of the platform's DesUtils with the default key (docs/legacy-wire.md).
const DES_VECTORS: ReadonlyArray<[plain: string, cipher: string]> = [
  ['admin', '235880C505ACCDA5C581A4F4CDB81DA0'],
  ['system', 'F3EDC7D2C193E0B8DCF554C726719ED2'],
  ['Abc@12345', '27B1028B421C968CA1EAF07BB51B073B1EABF56657D5E991'],
  ['中文用户', '0A7B748A44384FF0'],
  ['', ''],
  [
    'abcdefghijklmnopq',
    'E7BBA930AD980B9DD0A442B079EE407A186C45ECC7D8D959B4E983CEEF209D38EA383FD3992734DE',
  ],
];

const BASE64_VECTORS: ReadonlyArray<[plain: string, cipher: string]> = [
  ['admin', 'YWRtaW4='],
  ['中文用户', '5Lit5paH55So5oi3'],
  ['', ''],
];

describe('login cipher, DES mode', () => {
  it('uses the JeeSite default key', () => {
    expect(DEFAULT_CIPHER_KEY).toBe('thinkgem,jeesite,com');
  });

  it.each(DES_VECTORS)('encodes %j to the documented vector', (plain, cipher) => {
    expect(encodeLoginText(plain, DEFAULT_CIPHER_KEY)).toBe(cipher);
  });

  it.each(DES_VECTORS)('decodes the vector of %j back to it', (plain, cipher) => {
    expect(decodeLoginText(cipher, DEFAULT_CIPHER_KEY)).toBe(plain);
  });

  it('encodes admin with key 1,2,3 as in the JeeSite DesUtils javadoc', () => {
    expect(encodeLoginText('admin', '1,2,3')).toBe('012C2C9BA925FAF8045B2FD9B02A2664');
    expect(decodeLoginText('012C2C9BA925FAF8045B2FD9B02A2664', '1,2,3')).toBe('admin');
  });

  it('writes 16 upper-case hex characters per block of four code units', () => {
    const cipher = encodeLoginText('abcde', DEFAULT_CIPHER_KEY);
    expect(cipher).toMatch(/^[0-9A-F]{32}$/);
  });

  it('enciphers each block on its own (ECB)', () => {
    const cipher = encodeLoginText('abcdabcd', DEFAULT_CIPHER_KEY);
    expect(cipher.slice(0, 16)).toBe(cipher.slice(16));
  });

  it('depends on the key', () => {
    expect(encodeLoginText('admin', 'a,b,c')).not.toBe(encodeLoginText('admin', DEFAULT_CIPHER_KEY));
  });

  it('accepts lower-case hex on decode', () => {
    expect(decodeLoginText('235880c505accda5c581a4f4cdb81da0', DEFAULT_CIPHER_KEY)).toBe('admin');
  });

  it('round-trips random strings, including non-BMP characters', () => {
    const alphabet = 'abcXYZ019 !@#$%^&*()_+-=中文用户名密码😀é\t';
    const units = [...alphabet];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 40; n++) {
      const length = 1 + Math.floor(random() * 23);
      const text = Array.from({ length }, () => units[Math.floor(random() * units.length)]).join('');
      const cipher = encodeLoginText(text, DEFAULT_CIPHER_KEY);
      expect(cipher.length % 16).toBe(0);
      expect(decodeLoginText(cipher, DEFAULT_CIPHER_KEY)).toBe(text);
      expect(decodeLoginText(encodeLoginText(text, BASE64_CIPHER_KEY), BASE64_CIPHER_KEY)).toBe(text);
    }
  });

  it('throws a clear error on an odd-length cipher text', () => {
    expect(() => decodeLoginText('235880C505ACCDA', DEFAULT_CIPHER_KEY)).toThrow(/Malformed login cipher text/);
  });

  it('throws a clear error on a length that is not whole blocks', () => {
    expect(() => decodeLoginText('235880C505ACCDA5C5', DEFAULT_CIPHER_KEY)).toThrow(/Malformed login cipher text/);
  });

  it('throws a clear error on non-hex characters', () => {
    expect(() => decodeLoginText('235880C505ACCDAZ', DEFAULT_CIPHER_KEY)).toThrow(/Malformed login cipher text/);
  });

  it('rejects an empty key', () => {
    expect(() => encodeLoginText('admin', '')).toThrow(/key/);
  });
});

describe('login cipher, Base64 mode', () => {
  it.each(BASE64_VECTORS)('encodes %j as UTF-8 Base64', (plain, cipher) => {
    expect(encodeLoginText(plain, BASE64_CIPHER_KEY)).toBe(cipher);
  });

  it.each(BASE64_VECTORS)('decodes the Base64 of %j back to it', (plain, cipher) => {
    expect(decodeLoginText(cipher, BASE64_CIPHER_KEY)).toBe(plain);
  });

  it('selects Base64 only for the exact key Base64', () => {
    expect(encodeLoginText('admin', 'base64')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('throws a clear error on text that is not Base64', () => {
    expect(() => decodeLoginText('not base64!', BASE64_CIPHER_KEY)).toThrow(/Malformed login cipher text/);
  });
});
