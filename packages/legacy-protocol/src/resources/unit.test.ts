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

  it('needs nothing but orgname: a unit without id, its area code spelt areacode', () => {
    const unit = ZWireUnit.parse({ orgname: '宁波甬仑精工机械有限公司', areacode: '330206', USCC: '91330206MA2XXXXX0X' });
    expect(unit).toMatchObject({ orgname: '宁波甬仑精工机械有限公司', areaCode: '330206', uscc: '91330206MA2XXXXX0X' });
    expect(unit.id).toBeUndefined();
  });

  it('reads a founding date sent as epoch milliseconds', () => {
    expect(ZWireUnit.parse({ orgname: '甬仑', foundDate: 1262275200000 }).foundDate).toBe('2010-01-01 00:00:00');
  });
});
