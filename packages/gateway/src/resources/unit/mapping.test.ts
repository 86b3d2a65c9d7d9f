import { ZUnitSchema } from '@portal/contract';
import { ZWireUnit } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toUnit } from './mapping';

describe('toUnit', () => {
  it("maps another platform's unit without id and with areacode to the clean unit with its area code", () => {
    const unit = toUnit(ZWireUnit.parse({ orgname: '宁波甬仑精工机械有限公司', areacode: '330206', uscc: '91330206MA2XXXXX0X' }));
    expect(unit).toMatchObject({ id: null, name: '宁波甬仑精工机械有限公司', areaCode: '330206', creditCode: '91330206MA2XXXXX0X' });
    expect(unit).toMatchObject({ regAddress: '', email: '', foundDate: null });
    expect(ZUnitSchema.safeParse(unit).success).toBe(true);
  });

  it('reads upper-case keys, numbers as text and a founding date in epoch milliseconds', () => {
    const unit = toUnit(ZWireUnit.parse({ ID: 20002, ORGNAME: '甬仑', AREACODE: 330206, FIXED_ASSETS: 1200, FOUND_DATE: 1262275200000 }));
    expect(unit).toMatchObject({ id: '20002', name: '甬仑', areaCode: '330206', fixedAssets: '1200', foundDate: '2010-01-01' });
    expect(ZUnitSchema.safeParse(unit).success).toBe(true);
  });
});
