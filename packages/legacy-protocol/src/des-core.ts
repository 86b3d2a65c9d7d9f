// JeeSite's des.js block cipher (the "Guapo" DesCore), rewritten on bit arrays.
// It is textbook DES except for the key schedule's PC-1, so a stock DES library does not interoperate.

type Bits = number[];

// FIPS 46-3 tables, 1-based as printed in the standard.
const INITIAL_PERMUTATION = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16,
  8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23,
  15, 7,
];
const FINAL_PERMUTATION = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61,
  29, 36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, 34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17,
  57, 25,
];
const EXPANSION = [
  32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21, 22,
  23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
];
const P_PERMUTATION = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30, 40,
  51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];
const KEY_SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
const S_BOXES = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, 4, 1, 14,
    8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, 0, 14, 7,
    11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, 13, 6, 4,
    9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, 10, 6, 9,
    0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, 4, 2, 1,
    11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, 9, 14, 15,
    5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, 1, 4, 11,
    13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, 7, 11, 4,
    1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

// JeeSite's PC-1 takes bit i of key bytes 7..0 for i = 0..6: the textbook C half, but its D half
// holds the textbook D half's columns in reverse order.
const JEESITE_PC1 = Array.from({ length: 56 }, (_, n) => 8 * (7 - (n % 8)) + Math.floor(n / 8) + 1);

function permute(bits: Bits, table: readonly number[]): Bits {
  return table.map((position) => bits[position - 1] ?? 0);
}

function xor(a: Bits, b: Bits): Bits {
  return a.map((bit, i) => bit ^ (b[i] ?? 0));
}

function rotateHalves(key: Bits, shift: number): Bits {
  const left = key.slice(0, 28);
  const right = key.slice(28);
  return [...left.slice(shift), ...left.slice(0, shift), ...right.slice(shift), ...right.slice(0, shift)];
}

/** The sixteen 48-bit round keys of one 64-bit key block. */
export function roundKeys(keyBits: Bits): Bits[] {
  let key = permute(keyBits, JEESITE_PC1);
  return KEY_SHIFTS.map((shift) => {
    key = rotateHalves(key, shift);
    return permute(key, PC2);
  });
}

function substitute(bits: Bits): Bits {
  const out: Bits = [];
  for (let box = 0; box < 8; box++) {
    const b = bits.slice(box * 6, box * 6 + 6);
    const row = (b[0] ?? 0) * 2 + (b[5] ?? 0);
    const column = (b[1] ?? 0) * 8 + (b[2] ?? 0) * 4 + (b[3] ?? 0) * 2 + (b[4] ?? 0);
    const value = S_BOXES[box]?.[row * 16 + column] ?? 0;
    out.push((value >> 3) & 1, (value >> 2) & 1, (value >> 1) & 1, value & 1);
  }
  return out;
}

function feistel(right: Bits, roundKey: Bits): Bits {
  return permute(substitute(xor(permute(right, EXPANSION), roundKey)), P_PERMUTATION);
}

function crypt(block: Bits, keys: Bits[]): Bits {
  const start = permute(block, INITIAL_PERMUTATION);
  let left = start.slice(0, 32);
  let right = start.slice(32);
  for (const key of keys) {
    [left, right] = [right, xor(left, feistel(right, key))];
  }
  return permute([...right, ...left], FINAL_PERMUTATION);
}

export function encryptBlock(block: Bits, keys: Bits[]): Bits {
  return crypt(block, keys);
}

export function decryptBlock(block: Bits, keys: Bits[]): Bits {
  return crypt(block, [...keys].reverse());
}

/** Up to four UTF-16 code units, big-endian, zero-padded to 64 bits. */
export function unitsToBits(text: string): Bits {
  const bits: Bits = [];
  for (let i = 0; i < 4; i++) {
    const unit = i < text.length ? text.charCodeAt(i) : 0;
    for (let bit = 15; bit >= 0; bit--) bits.push((unit >> bit) & 1);
  }
  return bits;
}

/** The four UTF-16 code units of a block, with zero units dropped. */
export function bitsToUnits(bits: Bits): string {
  let text = '';
  for (let i = 0; i < 4; i++) {
    const unit = bits.slice(i * 16, i * 16 + 16).reduce((acc, bit) => acc * 2 + bit, 0);
    if (unit !== 0) text += String.fromCharCode(unit);
  }
  return text;
}

export function bitsToHex(bits: Bits): string {
  let hex = '';
  for (let i = 0; i < 64; i += 4) {
    const nibble = bits.slice(i, i + 4).reduce((acc, bit) => acc * 2 + bit, 0);
    hex += nibble.toString(16).toUpperCase();
  }
  return hex;
}

export function hexToBits(hex: string): Bits {
  const bits: Bits = [];
  for (const digit of hex) {
    const nibble = parseInt(digit, 16);
    for (let bit = 3; bit >= 0; bit--) bits.push((nibble >> bit) & 1);
  }
  return bits;
}
