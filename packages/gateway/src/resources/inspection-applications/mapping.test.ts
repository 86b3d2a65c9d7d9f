import {
  INSPECTION_APPLICATION_STATES,
  INSPECTION_KINDS,
  ZInspectionApplicationBodySchema,
  ZInspectionApplicationDetailSchema,
  ZInspectionApplicationQuerySchema,
} from '@portal/contract';
import {
  inspectionKindCode,
  inspectionKindWord,
  inspectionStateCode,
  inspectionStateWord,
  shiftDateKeys,
  ZWireApplicationCheck,
  ZWireInspectionApplicationDetail,
  ZWireInspectionApplicationForm,
} from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { UnexpectedWireValue } from '../../legacy/wire-values';
import {
  toApplicationCheck,
  toApplicationEquipmentForm,
  toInspectionApplicationDetail,
  toInspectionApplicationForm,
  toInspectionApplicationListQuery,
} from './mapping';

const WIRE = ZWireInspectionApplicationDetail.parse({
  id: '60003',
  onlinelsh: 'BJ2026111590003',
  checkType: '定期检验',
  status: '退回',
  payState: '未缴费',
  equCount: 1,
  equclacode: '3000',
  checkOrg: '宁波市特种设备检验研究院',
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号',
  areaCode: '330212',
  wishDate: null,
  reportPickup: '快递',
  expressAddress: '行政办公室',
  urgent: '0',
  feeTotal: '560.00',
  opinion: '请补充维保单位',
  submitDate: '2026-11-16 05:58:00',
  updateDate: '2026-11-17 05:58:00',
  items: [{ id: '60003-1', equipmentId: '30105', equCategory: '3000', equType: '3430', registCode: '34303302122022030011', equName: '杂物电梯', usePlace: '厨房', fee: 560, feeBreakdown: [{ label: '电梯定期检验费', amount: 560 }] }],
  history: [{ status: '退回', operateDate: '2026-11-17 05:58:00', operatorName: '审核员', remark: '请补充维保单位' }],
});

describe('inspection application mapping', () => {
  it('maps every contract state and kind to a platform word and back', () => {
    for (const { code } of INSPECTION_APPLICATION_STATES) expect(inspectionStateCode(inspectionStateWord(code))).toBe(code);
    for (const { code } of INSPECTION_KINDS) expect(inspectionKindCode(inspectionKindWord(code))).toBe(code);
    for (const { code, label } of INSPECTION_APPLICATION_STATES) expect(inspectionStateWord(code)).toBe(label);
  });

  it('answers the detail in codes, with the fee as a number and the breakdown', () => {
    const detail = ZInspectionApplicationDetailSchema.parse(toInspectionApplicationDetail(WIRE, []));
    expect(detail).toMatchObject({
      applicationNo: 'BJ2026111590003',
      kind: 'periodic',
      state: 'returned',
      paymentState: 'unpaid',
      reportPickup: 'express',
      fee: 560,
      categoryCodes: ['3000'],
      urgent: false,
    });
    expect(detail.items[0]!.feeBreakdown).toEqual([{ label: '电梯定期检验费', amount: 560 }]);
    expect(detail.history[0]).toMatchObject({ state: 'returned', stateLabel: '退回', operator: '审核员' });
  });

  it('refuses a state word the contract does not know', () => {
    expect(() => toInspectionApplicationDetail({ ...WIRE, status: '神秘状态' }, [])).toThrow(UnexpectedWireValue);
  });

  it('writes the save form the platform reads back', () => {
    const body = ZInspectionApplicationBodySchema.parse({
      kind: 'pipeline_periodic',
      equipmentIds: ['30301'],
      siteContact: '王海',
      siteContactMobile: '13705741234',
      siteAddress: '北仑',
      areaCode: '330206',
      reportPickup: 'express',
      expressAddress: '北仑区甬伦路88号',
      items: [{ equipmentId: '30301', pipelineUnits: [{ pipelineNo: 'GAS-01', name: '燃气管道', length: 120.5 }] }],
      commit: true,
    });
    const fields = toInspectionApplicationForm(body);
    expect(fields).toMatchObject({ checkType: '管道定期检验', reportPickup: '快递', isCommit: true, isPc: true, equipmentIds: ['30301'] });
    expect(fields.pipeUnits).toEqual([{ equipmentId: '30301', units: [{ pipelineId: '', pipeNo: 'GAS-01', pipeName: '燃气管道', pipeLength: 120.5, nominalDiameter: null }] }]);
    expect(ZWireInspectionApplicationForm.parse(fields)).toMatchObject({ expressAddress: '北仑区甬伦路88号' });
  });

  it('lists with inclusive dates that the date rule makes exclusive', () => {
    const query = ZInspectionApplicationQuerySchema.parse({ state: 'awaiting_payment', paymentState: 'unpaid', submittedFrom: '2026-11-01', submittedTo: '2026-11-30' });
    const wire = shiftDateKeys(toInspectionApplicationListQuery(query) ?? {});
    expect(wire).toMatchObject({ status: '待缴费', payState: '未缴费', submitDateBegin: '2026-11-01', submitDateEnd: '2026-12-01' });
  });

  it('maps the check and the equipment form', () => {
    expect(toApplicationEquipmentForm({ kind: 'periodic', equipmentIds: ['1', '2'], urgent: true, applicationId: '9' })).toEqual({
      checkType: '定期检验',
      equipmentIds: '1,2',
      id: '9',
      urgent: '1',
    });
    const check = ZWireApplicationCheck.parse({ pass: '0', problems: [{ equipmentId: '1', registCode: 'x', reason: '不可' }] });
    expect(toApplicationCheck(check)).toEqual({ ok: false, problems: [{ equipmentId: '1', registerCode: 'x', message: '不可' }] });
  });
});
