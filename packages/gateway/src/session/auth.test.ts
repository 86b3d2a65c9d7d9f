import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from './auth';

// The rule it replaced, kept here as the reference: the scheme in any case, whitespace, one token.
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const byRegex = (header: string) => BEARER.exec(header)?.[1] ?? null;

describe('bearerTokenOf', () => {
  it('reads the token as the regular expression it replaced did', () => {
    const token = `v2.${'A'.repeat(760)}`;
    const headers = [
      `Bearer ${token}`,
      `bearer ${token}`,
      `BEARER\t${token}`,
      `Bearer    ${token}   `,
      `Bearer ${token}\n`,
      'Bearer x',
      'Bearer ',
      'Bearer',
      'Bearerx token',
      `Basic ${token}`,
      'Bearer two tokens',
      ` Bearer ${token}`,
      'Bearer\u00a0nbsp',
      '',
    ];
    for (const header of headers) expect(bearerTokenOf(header), JSON.stringify(header.slice(0, 20))).toBe(byRegex(header));
  });
});
