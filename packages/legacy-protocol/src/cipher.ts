import { bitsToHex, bitsToUnits, decryptBlock, encryptBlock, hexToBits, roundKeys, unitsToBits } from './des-core';

/** JeeSite 4.0/4.1 default `shiro.loginSubmit.secretKey`. */
export const DEFAULT_CIPHER_KEY = 'thinkgem,jeesite,com';

/** The key value that selects JeeSite 4.2's plain Base64 mode. */
export const BASE64_CIPHER_KEY = 'Base64';

const BLOCK_UNITS = 4;
const BLOCK_HEX = 16;

type RoundKeys = number[][];

// JeeSite splits with commons-lang StringUtils.split (empty parts dropped) and falls back to the
// whole key string as a single part when there are fewer than three.
function keyParts(key: string): string[] {
  const parts = key.split(',').filter((part) => part !== '');
  return parts.length >= 3 ? parts.slice(0, 3) : [key];
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function subKeySchedules(key: string): RoundKeys[] {
  if (key === '') throw new Error('Login cipher key must not be empty');
  return keyParts(key).flatMap((part) => chunks(part, BLOCK_UNITS).map((chunk) => roundKeys(unitsToBits(chunk))));
}

function desEncode(text: string, key: string): string {
  const schedules = subKeySchedules(key);
  return chunks(text, BLOCK_UNITS)
    .map((block) => bitsToHex(schedules.reduce((bits, keys) => encryptBlock(bits, keys), unitsToBits(block))))
    .join('');
}

function desDecode(cipherText: string, key: string): string {
  if (cipherText.length % BLOCK_HEX !== 0 || !/^[0-9a-fA-F]*$/.test(cipherText)) {
    throw new Error(`Malformed login cipher text: expected hex in blocks of ${BLOCK_HEX} characters`);
  }
  const schedules = subKeySchedules(key).reverse();
  return chunks(cipherText, BLOCK_HEX)
    .map((block) => bitsToUnits(schedules.reduce((bits, keys) => decryptBlock(bits, keys), hexToBits(block))))
    .join('');
}

function base64Decode(cipherText: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(cipherText) || cipherText.length % 4 === 1) {
    throw new Error('Malformed login cipher text: not Base64');
  }
  return Buffer.from(cipherText, 'base64').toString('utf8');
}

/**
 * Enciphers a login field the way JeeSite's `DesUtils.encode` does: UTF-8 Base64 when the key is
 * exactly `Base64`, otherwise the three-part DES variant (upper-case hex).
 */
export function encodeLoginText(text: string, key: string): string {
  if (text === '') return '';
  if (key === BASE64_CIPHER_KEY) return Buffer.from(text, 'utf8').toString('base64');
  return desEncode(text, key);
}

/** Inverse of {@link encodeLoginText}; throws on a cipher text that is not valid for the mode. */
export function decodeLoginText(cipherText: string, key: string): string {
  if (cipherText === '') return '';
  if (key === BASE64_CIPHER_KEY) return base64Decode(cipherText);
  return desDecode(cipherText, key);
}
