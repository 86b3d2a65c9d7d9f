import { describe, expect, it } from 'vitest';
import { areaLabel, areaPath, DEFAULT_AREA_CODE, findArea, isLastLevel } from './areas';

describe('areas', () => {
  it('finds Ningbo under Zhejiang', () => {
    expect(findArea(DEFAULT_AREA_CODE)?.name).toBe('宁波市');
    expect(areaPath('330212').map((a) => a.name)).toEqual(['浙江省', '宁波市', '鄞州区']);
  });
  it('holds the ten districts and counties of Ningbo', () => {
    expect(findArea('330200')?.children?.map((a) => `${a.code}${a.name}`)).toEqual([
      '330203海曙区',
      '330205江北区',
      '330206北仑区',
      '330211镇海区',
      '330212鄞州区',
      '330213奉化区',
      '330225象山县',
      '330226宁海县',
      '330281余姚市',
      '330282慈溪市',
    ]);
  });
  it('treats districts as last level, and not the city, the province or unknown codes', () => {
    expect(isLastLevel('330226')).toBe(true);
    expect(isLastLevel('330200')).toBe(false);
    expect(isLastLevel('330000')).toBe(false);
    expect(isLastLevel('110000')).toBe(false);
  });
  it('labels a code by its path', () => {
    expect(areaLabel('330281')).toBe('浙江省 / 宁波市 / 余姚市');
    expect(areaLabel('999999')).toBe('999999');
  });
});
