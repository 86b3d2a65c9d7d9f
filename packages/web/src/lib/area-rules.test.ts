import { describe, expect, it } from 'vitest';
import { areaChoices, areaSelection, checkAreaSelection, chooseArea } from './area-rules';

describe('area selection', () => {
  it('spreads a district code over province, city and district', () => {
    expect(areaSelection('330212')).toEqual(['330000', '330200', '330212']);
    expect(areaSelection('330200')).toEqual(['330000', '330200', '']);
    expect(areaSelection('')).toEqual(['', '', '']);
  });

  it('offers the children of the chosen parent only', () => {
    expect(areaChoices(['', '', ''], 0).map((node) => node.name)).toEqual(['浙江省']);
    expect(areaChoices(['330000', '', ''], 1).map((node) => node.name)).toEqual(['宁波市']);
    expect(areaChoices(['330000', '330200', ''], 2)).toHaveLength(10);
    expect(areaChoices(['330000', '', ''], 2)).toEqual([]);
  });

  it('keeps the deepest chosen code and falls back to the parent when a level is cleared', () => {
    expect(chooseArea(['330000', '330200', ''], 2, '330226')).toBe('330226');
    expect(chooseArea(['330000', '330200', '330226'], 2, '')).toBe('330200');
    expect(chooseArea(['330000', '', ''], 0, '')).toBe('');
  });
});

describe('checkAreaSelection', () => {
  it('asks to reach the last level when only the province or city is chosen', () => {
    expect(checkAreaSelection('330000', true)).toBe('areaLastLevel');
    expect(checkAreaSelection('330200', false)).toBe('areaLastLevel');
  });

  it('passes a district and fails an empty required selector', () => {
    expect(checkAreaSelection('330281', true)).toBeNull();
    expect(checkAreaSelection('', true)).toBe('areaRequired');
    expect(checkAreaSelection('', false)).toBeNull();
  });

  it('rejects a code outside the tree', () => {
    expect(checkAreaSelection('110101', false)).toBe('areaLastLevel');
  });
});
