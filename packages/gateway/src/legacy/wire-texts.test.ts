import { describe, expect, it } from 'vitest';
import { textsOfWire, wireTextsOf } from './wire-texts';

const TEXTS = { manufacturer: 'makeUnit', inspectionInstitute: 'checkOrg', usePlace: 'usePlace' } as const;

describe('textsOfWire', () => {
  it("reads the wire's texts under the clean names, in the map's order, an absent one as ''", () => {
    const texts = textsOfWire({ checkOrg: '宁波市特种设备检验研究院', makeUnit: '奥的斯电梯（中国）有限公司' }, TEXTS);
    expect(texts).toEqual({ manufacturer: '奥的斯电梯（中国）有限公司', inspectionInstitute: '宁波市特种设备检验研究院', usePlace: '' });
    expect(Object.keys(texts)).toEqual(['manufacturer', 'inspectionInstitute', 'usePlace']);
  });
});

describe('wireTextsOf', () => {
  it("writes the body's texts under the wire names", () => {
    const body = { manufacturer: '奥的斯电梯（中国）有限公司', inspectionInstitute: '宁波市特种设备检验研究院', usePlace: '1号楼东侧' };
    expect(wireTextsOf(body, TEXTS)).toEqual({ makeUnit: '奥的斯电梯（中国）有限公司', checkOrg: '宁波市特种设备检验研究院', usePlace: '1号楼东侧' });
  });
});
