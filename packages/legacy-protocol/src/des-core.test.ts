import { describe, expect, it } from 'vitest';
import { bitsToHex, bitsToUnits, decryptBlock, encryptBlock, hexToBits, roundKeys, unitsToBits } from './des-core';

describe('des-core block helpers', () => {
  it('packs four UTF-16 code units big-endian into 64 bits', () => {
    expect(bitsToHex(unitsToBits('ab中'))).toBe('006100624E2D0000');
  });

  it('drops zero code units when unpacking', () => {
    expect(bitsToUnits(hexToBits('006100624E2D0000'))).toBe('ab中');
  });

  it('round-trips hex through bits', () => {
    expect(bitsToHex(hexToBits('0123456789ABCDEF'))).toBe('0123456789ABCDEF');
  });

  it('derives sixteen 48-bit round keys', () => {
    const keys = roundKeys(unitsToBits('thin'));
    expect(keys).toHaveLength(16);
    for (const key of keys) expect(key).toHaveLength(48);
  });

  it('decrypts what it encrypts with one key', () => {
    const keys = roundKeys(unitsToBits('kgem'));
    const block = unitsToBits('用户');
    const cipher = encryptBlock(block, keys);
    expect(bitsToHex(cipher)).not.toBe(bitsToHex(block));
    expect(decryptBlock(cipher, keys)).toEqual(block);
  });

  // FIPS 81 / NBS test vector: 0123456789ABCDEF under key 133457799BBCDFF1 gives 85E813540F0AB405 in
  // textbook DES. JeeSite's PC-1 differs, so the same inputs must not give the textbook answer.
  it('is not textbook DES', () => {
    const keys = roundKeys(hexToBits('133457799BBCDFF1'));
    expect(bitsToHex(encryptBlock(hexToBits('0123456789ABCDEF'), keys))).not.toBe('85E813540F0AB405');
  });
});
