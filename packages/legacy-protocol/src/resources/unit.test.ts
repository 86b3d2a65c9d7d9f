import { describe, expect, it } from 'vitest';
import { ZWireUnit } from './unit';

describe('ZWireUnit', () => {
  it('parses a unit and stringifies numeric fields', () => {
    const unit = ZWireUnit.parse({
      id: 'unit1',
      orgname: '杭州示例机械有限公司',
      uscc: '91330100MA2XXXXX0X',
      areaCode: '330102',
      fixedAssets: 1200,
      email: null,
    });
    expect(unit).toMatchObject({ id: 'unit1', orgname: '杭州示例机械有限公司', fixedAssets: '1200' });
    expect(unit.email).toBeUndefined();
  });

  it('requires orgname', () => {
    expect(ZWireUnit.safeParse({ id: 'unit1' }).success).toBe(false);
  });
});
