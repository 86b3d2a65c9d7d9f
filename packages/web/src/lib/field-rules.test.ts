import { describe, expect, it } from 'vitest';
import { checkBySpec, optionalText, toNumber } from './field-rules';

describe('checkBySpec', () => {
  it('skips rules on empty values and asks for required ones only on save', () => {
    expect(checkBySpec({ required: true }, '  ', false)).toBeNull();
    expect(checkBySpec({ required: true }, '  ', true)).toBe('required');
    expect(checkBySpec({ rule: 'phone' }, '', true)).toBeNull();
  });

  it('applies the contract rule of the field', () => {
    expect(checkBySpec({ rule: 'registerCode' }, '3110', false)).toBe('registerCode');
    expect(checkBySpec({ rule: 'phone' }, '0574-87654321', false)).toBeNull();
    expect(checkBySpec({ rule: 'mobile' }, '12345678901', false)).toBe('mobile');
  });

  it('checks numbers and whole numbers', () => {
    expect(checkBySpec({ kind: 'number' }, '1.75', false)).toBeNull();
    expect(checkBySpec({ kind: 'number' }, '1,75', false)).toBe('number');
    expect(checkBySpec({ kind: 'integer' }, '15', false)).toBeNull();
    expect(checkBySpec({ kind: 'integer' }, '015', false)).toBe('positiveInteger');
    expect(checkBySpec({ kind: 'positive' }, '-3', false)).toBe('form.positive');
    expect(checkBySpec({ kind: 'positive' }, 'abc', false)).toBe('number');
    expect(checkBySpec({ kind: 'positive' }, '1240', false)).toBeNull();
  });

  it('asks the area selector to reach the last level', () => {
    expect(checkBySpec({ kind: 'area', required: true }, '', true)).toBe('areaRequired');
    expect(checkBySpec({ kind: 'area', required: true }, '330200', false)).toBe('areaLastLevel');
    expect(checkBySpec({ kind: 'area', required: true }, '330212', true)).toBeNull();
  });
});

describe('value conversion', () => {
  it('reads numbers and drops empty text', () => {
    expect(toNumber(' 1000 ')).toBe(1000);
    expect(toNumber('')).toBeUndefined();
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(' 北仑 ')).toBe('北仑');
  });
});
