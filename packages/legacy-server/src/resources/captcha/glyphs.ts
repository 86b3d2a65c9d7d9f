/**
 * A stroke font for the captcha's characters on a 10 × 14 grid, each glyph a list of polylines
 * (x, y pairs). Drawn as paths, so the captcha needs no font on the machine; the alphabet leaves
 * out look-alikes (0/O, 1/I/L, S/5, B/8, G/6, U/V, Z/2, D).
 */
export const CAPTCHA_GLYPHS: Readonly<Record<string, readonly (readonly number[])[]>> = {
  '2': [[0, 3, 1, 1, 3, 0, 7, 0, 9, 1, 10, 3, 9, 6, 0, 14, 10, 14]],
  '3': [
    [0, 1, 3, 0, 7, 0, 10, 2, 10, 5, 7, 7, 3, 7],
    [7, 7, 10, 9, 10, 12, 7, 14, 3, 14, 0, 13],
  ],
  '4': [[7, 14, 7, 0, 0, 10, 10, 10]],
  '5': [[10, 0, 1, 0, 0, 6, 6, 5, 10, 8, 10, 11, 7, 14, 3, 14, 0, 12]],
  '6': [[9, 1, 6, 0, 3, 0, 0, 4, 0, 11, 3, 14, 7, 14, 10, 11, 10, 8, 7, 6, 3, 6, 0, 8]],
  '7': [[0, 0, 10, 0, 4, 14]],
  '8': [[5, 7, 1, 5, 1, 2, 4, 0, 6, 0, 9, 2, 9, 5, 5, 7, 0, 10, 0, 12, 3, 14, 7, 14, 10, 12, 10, 10, 5, 7]],
  '9': [[10, 6, 7, 8, 3, 8, 0, 6, 0, 3, 3, 0, 7, 0, 10, 3, 10, 10, 7, 14, 3, 14, 1, 13]],
  A: [
    [0, 14, 5, 0, 10, 14],
    [2, 9, 8, 9],
  ],
  C: [[10, 2, 8, 0, 3, 0, 0, 3, 0, 11, 3, 14, 8, 14, 10, 12]],
  E: [
    [10, 0, 0, 0, 0, 14, 10, 14],
    [0, 7, 8, 7],
  ],
  F: [
    [10, 0, 0, 0, 0, 14],
    [0, 7, 8, 7],
  ],
  H: [
    [0, 0, 0, 14],
    [10, 0, 10, 14],
    [0, 7, 10, 7],
  ],
  K: [
    [0, 0, 0, 14],
    [10, 0, 0, 8],
    [3, 6, 10, 14],
  ],
  M: [[0, 14, 0, 0, 5, 8, 10, 0, 10, 14]],
  N: [[0, 14, 0, 0, 10, 14, 10, 0]],
  P: [[0, 14, 0, 0, 7, 0, 10, 2, 10, 5, 7, 7, 0, 7]],
  R: [
    [0, 14, 0, 0, 7, 0, 10, 2, 10, 5, 7, 7, 0, 7],
    [5, 7, 10, 14],
  ],
  T: [
    [0, 0, 10, 0],
    [5, 0, 5, 14],
  ],
  W: [[0, 0, 2, 14, 5, 5, 8, 14, 10, 0]],
  X: [
    [0, 0, 10, 14],
    [10, 0, 0, 14],
  ],
  Y: [
    [0, 0, 5, 7, 10, 0],
    [5, 7, 5, 14],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(CAPTCHA_GLYPHS).join('');

/** A fixed answer (tests) must be drawable: 4 to 6 characters of the alphabet. */
export function isDrawableAnswer(value: string): boolean {
  return /^[A-Z0-9]{4,6}$/.test(value) && [...value].every((char) => char in CAPTCHA_GLYPHS);
}
