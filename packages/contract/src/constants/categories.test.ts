import { describe, expect, it } from 'vitest';
import { paramFieldsOf, paramsSchemaOf, CATEGORY_PARAMS } from './category-params';
import {
  CATEGORIES,
  categoryBySlug,
  categoryOfRegisterCode,
  findCategory,
  findSubType,
  SUB_TYPES,
  subTypesOf,
} from './categories';

describe('categories', () => {
  it('lists the nine categories in code order', () => {
    expect(CATEGORIES.map((c) => `${c.code} ${c.name}`)).toEqual([
      '1000 锅炉',
      '2000 压力容器',
      '3000 电梯',
      '4000 起重机械',
      '5000 场(厂)内专用机动车辆',
      '6000 大型游乐设施',
      '7000 压力管道元件',
      '8000 压力管道',
      '9000 客运索道',
    ]);
  });
  it('maps 7000 to pressurePiping and 8000 to pressurePipeline', () => {
    expect(findCategory('7000')?.slug).toBe('pressurePiping');
    expect(findCategory('8000')?.slug).toBe('pressurePipeline');
    expect(categoryBySlug('passengerRopeway')?.code).toBe('9000');
  });
  it('has unique sub-type codes whose parents exist', () => {
    const codes = SUB_TYPES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const subType of SUB_TYPES) {
      expect(subType.parentCode === subType.categoryCode || codes.includes(subType.parentCode)).toBe(true);
    }
  });
  it('groups fixed pressure vessels under 2100', () => {
    expect(subTypesOf('2000', '2100').map((s) => s.name)).toEqual([
      '超高压容器',
      '第三类压力容器',
      '第二类压力容器',
      '第一类压力容器',
    ]);
  });
  it('reads the category of the demo registration codes', () => {
    expect(categoryOfRegisterCode('31103302122021080045')?.name).toBe('电梯');
    expect(categoryOfRegisterCode('83103302112018100001')?.name).toBe('压力管道');
    expect(categoryOfRegisterCode('4D003302062019030012')?.name).toBe('起重机械');
    expect(findSubType('3110')?.name).toBe('曳引驱动乘客电梯');
  });
});

describe('category parameters', () => {
  it('gives every category at least one field with unique keys', () => {
    for (const fields of Object.values(CATEGORY_PARAMS)) {
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
    }
  });
  it('narrows elevator fields for escalators', () => {
    const keys = paramFieldsOf('3000', '3310').map((f) => f.key);
    expect(keys).toContain('inclination');
    expect(keys).not.toContain('floors');
    expect(paramFieldsOf('3000', '3110').map((f) => f.key)).toContain('floors');
  });
  it('validates parameter values by kind and rejects unknown keys', () => {
    const schema = paramsSchemaOf('3000', '3110');
    expect(schema.safeParse({ ratedLoad: 1000, ratedSpeed: 1.75, floors: 18 }).success).toBe(true);
    expect(schema.safeParse({ ratedLoad: '1000' }).success).toBe(false);
    expect(schema.safeParse({ usePlace: '火星' }).success).toBe(false);
    expect(schema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
