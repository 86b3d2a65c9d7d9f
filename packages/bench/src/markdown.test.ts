import { describe, expect, it } from 'vitest';
import { fixed, int, kb, markdownTable, mib } from './markdown';

describe('markdownTable', () => {
  it('writes a header, a rule and the rows', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
  });

  it('escapes pipes and newlines in cells', () => {
    expect(markdownTable(['x'], [['a|b\nc']])).toBe('| x |\n| --- |\n| a\\|b c |');
  });
});

describe('number formats', () => {
  it('groups thousands and says n/a for NaN', () => {
    expect(int(26105.4)).toBe('26,105');
    expect(int(Number.NaN)).toBe('n/a');
    expect(fixed(2.0833, 2)).toBe('2.08');
    expect(fixed(Number.POSITIVE_INFINITY, 2)).toBe('n/a');
  });

  it('shows sizes', () => {
    expect(kb(150_000)).toBe('150.0 KB');
    expect(mib(3 * 2 ** 20)).toBe('3.0 MiB');
  });
});
