import { describe, expect, it } from 'vitest';
import { encodeForm, formComponent, wireFormText, ZWireFormDay, ZWireFormOptionalDay, ZWireFormOptionalTime, ZWireFormTime } from './form';

describe('encodeForm', () => {
  it('joins fields with & and =', () => {
    expect(encodeForm({ id: 'r1', __ajax: 'json' })).toBe('id=r1&__ajax=json');
  });

  it('encodes spaces as +', () => {
    expect(encodeForm({ mes: 'a b' })).toBe('mes=a+b');
  });

  it('percent-encodes UTF-8 and reserved characters', () => {
    expect(encodeForm({ name: '张三', q: 'a&b=c+d%' })).toBe('name=%E5%BC%A0%E4%B8%89&q=a%26b%3Dc%2Bd%25');
  });

  it('gives an empty body for no fields', () => {
    expect(encodeForm({})).toBe('');
  });

  it('round-trips through URLSearchParams', () => {
    const fields = { url: 'https://example.cn/a?x=1&y=2', time: '2024-01-01 08:00:00' };
    expect(Object.fromEntries(new URLSearchParams(encodeForm(fields)))).toEqual(fields);
  });
});

describe('formComponent', () => {
  const asUrlSearchParams = (text: string) => new URLSearchParams({ v: text }).toString().slice(2);

  it('writes every ASCII character as URLSearchParams does', () => {
    for (let code = 0; code < 128; code += 1) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(formComponent(text), `character ${code}`).toBe(asUrlSearchParams(text));
    }
  });

  it('writes Chinese text, emoji, spaces and a lone surrogate as URLSearchParams does', () => {
    for (const text of ['张三 李四', '电梯（乘客）', '😀!', "it's (ok) ~", '\ud800x', 'x\udc00', '', '2024-05-01 08:00:00']) {
      expect(formComponent(text), text).toBe(asUrlSearchParams(text));
    }
  });

  it('keeps ids, numbers and codes as they are', () => {
    expect(formComponent('eq_0001-A.2*')).toBe('eq_0001-A.2*');
  });
});

describe('day fields of a form', () => {
  it('takes a yyyy-MM-dd day and refuses a time or another spelling', () => {
    expect(ZWireFormDay.safeParse('2024-05-01').success).toBe(true);
    expect(ZWireFormDay.safeParse('2024-05-01 08:00:00').success).toBe(false);
    expect(ZWireFormDay.safeParse('2024/05/01').success).toBe(false);
  });

  it('leaves an optional day empty when the form sends none', () => {
    expect(ZWireFormOptionalDay.parse(undefined)).toBe('');
    expect(ZWireFormOptionalDay.parse('')).toBe('');
    expect(ZWireFormOptionalDay.parse('2024-05-01')).toBe('2024-05-01');
    expect(ZWireFormOptionalDay.safeParse('5月1日').success).toBe(false);
  });
});

describe('time fields of a form', () => {
  it('takes a yyyy-MM-dd HH:mm:ss time and refuses a day alone or minutes without seconds', () => {
    expect(ZWireFormTime.safeParse('2024-05-01 08:30:00').success).toBe(true);
    expect(ZWireFormTime.safeParse('2024-05-01').success).toBe(false);
    expect(ZWireFormTime.safeParse('2024-05-01 08:30').success).toBe(false);
  });

  it('reads an optional time left out as empty', () => {
    expect(ZWireFormOptionalTime.parse(undefined)).toBe('');
    expect(ZWireFormOptionalTime.parse('')).toBe('');
  });
});

describe('optional text fields of a form', () => {
  it('trims, reads a field left out as empty and refuses text over its length', () => {
    expect(wireFormText(5).parse('  abc ')).toBe('abc');
    expect(wireFormText(5).parse(undefined)).toBe('');
    expect(wireFormText(5).safeParse('abcdef').success).toBe(false);
  });
});
