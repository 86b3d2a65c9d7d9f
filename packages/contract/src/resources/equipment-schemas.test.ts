import { describe, expect, it } from 'vitest';
import {
  ZEquipmentExportQuerySchema,
  ZEquipmentQuerySchema,
  ZEquipmentSummarySchema,
  ZEquipmentWriteBodySchema,
} from './equipment-schemas';

const elevator = {
  commit: false,
  categoryCode: '3000',
  subTypeCode: '3110',
  name: '曳引驱动乘客电梯',
  registerCode: '31103302122021080045',
  usePlace: '鄞州区首南街道 悦澜酒店 1号梯',
  areaCode: '330212',
  safetyManagerPhone: '0574-87654321',
  params: { ratedLoad: 1000, ratedSpeed: 1.75, floors: 18, stations: 18, doors: 18 },
} as const;

describe('ZEquipmentWriteBodySchema', () => {
  it('accepts an elevator with its own parameters and fills defaults', () => {
    const body = ZEquipmentWriteBodySchema.parse(elevator);
    expect(body.useState).toBe('not_in_use');
    expect(body.model).toBe('');
  });
  it('rejects a sub-type of another category', () => {
    const result = ZEquipmentWriteBodySchema.safeParse({ ...elevator, subTypeCode: '4110' });
    expect(result.error?.issues[0]?.path).toEqual(['subTypeCode']);
  });
  it('rejects parameters the category does not have, under params', () => {
    const result = ZEquipmentWriteBodySchema.safeParse({ ...elevator, params: { span: 22.5 } });
    expect(result.error?.issues[0]?.path[0]).toBe('params');
  });
  it('requires a last-level area and a valid registration code', () => {
    const result = ZEquipmentWriteBodySchema.safeParse({ ...elevator, areaCode: '330200', registerCode: '3110' });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(
      ['请输入20位数字的注册代码', '请选择到最后一级'].sort(),
    );
  });
  it('needs the commit flag', () => {
    const { commit: _commit, ...draft } = elevator;
    expect(ZEquipmentWriteBodySchema.safeParse(draft).success).toBe(false);
  });
});

describe('ZEquipmentQuerySchema', () => {
  it('reads the query string with defaults', () => {
    expect(ZEquipmentQuerySchema.parse({ page: '3', view: 'overdue' })).toMatchObject({
      page: 3,
      pageSize: 20,
      view: 'overdue',
    });
    expect(ZEquipmentQuerySchema.parse({}).view).toBe('comprehensive');
  });
  it('accepts an inclusive single-day range and rejects a reversed one', () => {
    expect(ZEquipmentQuerySchema.safeParse({ nextCheckDateFrom: '2024-05-31', nextCheckDateTo: '2024-05-31' }).success).toBe(true);
    const reversed = ZEquipmentQuerySchema.safeParse({ nextCheckDateFrom: '2024-06-01', nextCheckDateTo: '2024-05-31' });
    expect(reversed.error?.issues).toMatchObject([{ path: ['nextCheckDateTo'], message: '开始日期不能晚于结束日期' }]);
  });
  it('rejects an unknown view', () => {
    expect(ZEquipmentQuerySchema.safeParse({ view: 'all' }).success).toBe(false);
  });
  it('reads the load-test filters: whole years above zero, an ordered date range', () => {
    expect(ZEquipmentQuerySchema.parse({ view: 'loadTest', loadTestYears: '2' }).loadTestYears).toBe(2);
    for (const years of ['0', '-1', '1.5', 'abc']) {
      const result = ZEquipmentQuerySchema.safeParse({ loadTestYears: years });
      expect(result.error?.issues, years).toMatchObject([{ path: ['loadTestYears'], message: '请输入正整数' }]);
    }
    expect(ZEquipmentQuerySchema.safeParse({ loadTestDateFrom: '2024-05-31', loadTestDateTo: '2024-05-31' }).success).toBe(true);
    const reversed = ZEquipmentExportQuerySchema.safeParse({ loadTestDateFrom: '2024-06-01', loadTestDateTo: '2024-05-31' });
    expect(reversed.error?.issues).toMatchObject([{ path: ['loadTestDateTo'], message: '开始日期不能晚于结束日期' }]);
    expect(ZEquipmentExportQuerySchema.safeParse({ loadTestDateTo: '2024/05/31' }).success).toBe(false);
  });
});

describe('ZEquipmentSummarySchema', () => {
  const summary = {
    id: '30003',
    categoryCode: '3000',
    categoryName: '电梯',
    subTypeCode: '3110',
    subTypeName: '曳引驱动乘客电梯',
    name: '曳引驱动乘客电梯',
    model: '',
    productNo: '',
    deviceCode: '',
    registerCode: '',
    useCertNo: '',
    unitInternalNo: '',
    usePlace: '',
    areaCode: null,
    useState: 'in_use',
    registerState: 'registered',
    lastCheckDate: null,
    checkConclusion: null,
    nextCheckDate: null,
  } as const;
  it('takes the expiry and the load test as optional, nullable extras', () => {
    expect(ZEquipmentSummarySchema.safeParse(summary).success).toBe(true);
    const expiring = { ...summary, expiryDate: '2025-07-01', expiryKind: 'certificate', loadTestDate: null };
    expect(ZEquipmentSummarySchema.parse(expiring)).toEqual(expiring);
    expect(ZEquipmentSummarySchema.safeParse({ ...summary, expiryDate: null, expiryKind: null }).success).toBe(true);
    expect(ZEquipmentSummarySchema.safeParse({ ...summary, expiryKind: 'inspection' }).success).toBe(false);
  });
});
