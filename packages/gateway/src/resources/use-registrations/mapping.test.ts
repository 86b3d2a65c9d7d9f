import {
  USE_REGISTRATION_KINDS,
  USE_REGISTRATION_STATES,
  ZUseRegistrationBodySchema,
  ZUseRegistrationQuerySchema,
  ZUseRegistrationSummarySchema,
} from '@portal/contract';
import { shiftDateKeys, ZWireUseRegistration, ZWireUseRegistrationDetail, ZWireUseRegistrationForm } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import {
  kindCode,
  kindWord,
  stateCode,
  stateWord,
  toSavedUseRegistration,
  toUseRegistrationDetail,
  toUseRegistrationFilters,
  toUseRegistrationForm,
  toUseRegistrationSummary,
  USE_REGISTRATION_SORT_FIELDS,
} from './mapping';
import { UnexpectedWireValue, wirePagingOf } from '../../legacy/wire-values';

const WIRE = ZWireUseRegistrationDetail.parse({
  id: '40003',
  applyNo: 'SYDJ2024051800003',
  registKind: '改造',
  status: '退回补正',
  equipmentId: '30103',
  equCategory: '3000',
  equType: '3310',
  equName: '自动扶梯',
  equCode: '3310T3307202130103',
  registCode: '33103302122021080046',
  useUnitName: '宁波悦澜酒店管理有限公司',
  useUnitCode: '91330212MA281Q4D6T',
  usePlace: '裙楼一至二层',
  areaCode: '330212',
  useDate: '2021-08-02',
  safetyManager: '张丽',
  safetyManagerMobile: '13958201746',
  checkConclusion: '合格',
  nextCheckDate: '2025-04-21',
  declaration: '1',
  certNo: null,
  opinion: '请补充改造监督检验证明',
  submitDate: '2024-05-18 09:15:00',
  createDate: '2024-05-18 09:15:00',
  updateDate: '2024-05-23 11:30:00',
  history: [
    { status: '已提交', operateDate: '2024-05-18 09:15:00', operatorName: '张丽', remark: '提交申请' },
    { status: '退回补正', operateDate: '2024-05-23 11:30:00', operatorName: '陈审核', remark: null },
  ],
});

describe('kinds and states', () => {
  it('has a platform word for every code of the contract, and back', () => {
    for (const { code } of USE_REGISTRATION_KINDS) expect(kindCode(kindWord(code))).toBe(code);
    for (const { code } of USE_REGISTRATION_STATES) expect(stateCode(stateWord(code))).toBe(code);
  });

  it('knows no code for a word the contract lacks', () => {
    expect(kindCode('新装')).toBeUndefined();
  });
});

describe('toUseRegistrationSummary', () => {
  it('turns the platform words into codes and empty text into null', () => {
    expect(toUseRegistrationSummary(WIRE)).toEqual({
      id: '40003',
      applicationNo: 'SYDJ2024051800003',
      kind: 'modification',
      categoryCode: '3000',
      equipmentName: '自动扶梯',
      registerCode: '33103302122021080046',
      useCertNo: null,
      state: 'returned',
      submittedAt: '2024-05-18 09:15:00',
      updatedAt: '2024-05-23 11:30:00',
    });
  });

  it('throws UnexpectedWireValue for a state the contract cannot express', () => {
    expect(() => toUseRegistrationSummary({ ...WIRE, status: '挂起' })).toThrow(UnexpectedWireValue);
    expect(() => toUseRegistrationSummary({ ...WIRE, equCategory: '0000' })).toThrow(UnexpectedWireValue);
  });
});

describe('toSavedUseRegistration', () => {
  it('answers the id and the state code of the saved application, nothing more', () => {
    expect(toSavedUseRegistration(WIRE)).toEqual({ id: '40003', state: 'returned' });
    expect(toSavedUseRegistration({ id: '40021', status: '已提交' })).toEqual({ id: '40021', state: 'submitted' });
  });

  it('throws UnexpectedWireValue for a state the contract cannot express', () => {
    expect(() => toSavedUseRegistration({ id: '40021', status: '挂起' })).toThrow(UnexpectedWireValue);
  });
});

describe('toUseRegistrationDetail', () => {
  it('maps the whole record, its history and the attachments given', () => {
    const attachment = { id: 'f1', fileName: '合格证.pdf', contentType: 'application/pdf', size: 10, refType: 'use-registration' as const, refId: '40003', uploadedAt: '2024-05-18 09:00:00' };
    const detail = toUseRegistrationDetail(WIRE, [attachment]);
    expect(detail).toMatchObject({
      equipmentId: '30103',
      subTypeCode: '3310',
      unitName: '宁波悦澜酒店管理有限公司',
      creditCode: '91330212MA281Q4D6T',
      useDate: '2021-08-02',
      inspectionConclusion: 'qualified',
      nextCheckDate: '2025-04-21',
      declarationAccepted: true,
      opinion: '请补充改造监督检验证明',
      maintenanceUnit: '',
      attachments: [attachment],
    });
    expect(detail.history).toEqual([
      { state: 'submitted', stateLabel: '已提交', at: '2024-05-18 09:15:00', operator: '张丽', remark: '提交申请' },
      { state: 'returned', stateLabel: '退回补正', at: '2024-05-23 11:30:00', operator: '陈审核', remark: null },
    ]);
  });

  it('answers null for what the platform left empty', () => {
    const detail = toUseRegistrationDetail({ ...WIRE, equipmentId: '', areaCode: '', useDate: '', checkConclusion: '', nextCheckDate: '' }, []);
    expect(detail).toMatchObject({ equipmentId: null, areaCode: null, useDate: null, inspectionConclusion: null, nextCheckDate: null });
  });
});

describe('toUseRegistrationForm', () => {
  const body = ZUseRegistrationBodySchema.parse({
    kind: 'first_use',
    categoryCode: '3000',
    subTypeCode: '3420',
    equipmentName: '消防员电梯',
    usePlace: '新建副楼西侧',
    areaCode: '330212',
    useDate: '2024-06-01',
    safetyManager: '张丽',
    safetyManagerMobile: '13958201746',
    inspectionConclusion: 'reinspection_qualified',
    declarationAccepted: true,
    attachmentIds: ['f1', 'f2'],
    commit: true,
  });

  it('writes the platform form, which the platform schema reads back unchanged', () => {
    const form = toUseRegistrationForm(body);
    expect(form).toMatchObject({ registKind: '新设备首次启用', equType: '3420', checkConclusion: '复检合格', equipmentId: '', registCode: '', isCommit: true, declaration: true });
    expect(ZWireUseRegistrationForm.parse({ ...form, attachmentIds: form.attachmentIds.join(','), isCommit: 'true', declaration: '1' })).toEqual(form);
  });

  it('sends isCommit false for a draft', () => {
    expect(toUseRegistrationForm({ ...body, commit: false }).isCommit).toBe(false);
  });
});

describe('toUseRegistrationFilters', () => {
  it('names the filters as the platform does, and the sort fields by their columns', () => {
    const query = ZUseRegistrationQuerySchema.parse({ page: '2', pageSize: '10', sort: 'submittedAt:desc', state: 'returned', kind: 'transfer', categoryCode: '4000' });
    expect(wirePagingOf(query.page, query.pageSize, query.sort, USE_REGISTRATION_SORT_FIELDS)).toEqual({ pageNo: '2', pageSize: '10', orderBy: 'submitted_at desc' });
    expect(toUseRegistrationFilters(query)).toMatchObject({
      status: '退回补正',
      registKind: '过户',
      equCategory: '4000',
    });
  });

  it('makes the inclusive end date the exclusive day after once the date rule runs', () => {
    const query = ZUseRegistrationQuerySchema.parse({ submittedFrom: '2024-05-01', submittedTo: '2024-05-31' });
    expect(shiftDateKeys(toUseRegistrationFilters(query))).toMatchObject({ submitDateBegin: '2024-05-01', submitDateEnd: '2024-06-01' });
  });
});

describe('an application of another platform', () => {
  it('maps a list row without number and name, in upper case, its times as epoch milliseconds', () => {
    const summary = toUseRegistrationSummary(
      ZWireUseRegistration.parse({ ID: 40009, REGIST_KIND: '改造', STATUS: '草稿', EQU_CATEGORY: 3000, UPDATE_DATE: 1716435000000, SUBMIT_DATE: null }),
    );
    expect(summary).toMatchObject({ id: '40009', applicationNo: '', equipmentName: '', state: 'draft', submittedAt: null, updatedAt: '2024-05-23 11:30:00' });
    expect(ZUseRegistrationSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('maps a detail that has no history', () => {
    const { history: _history, ...record } = WIRE;
    expect(toUseRegistrationDetail(ZWireUseRegistrationDetail.parse(record), []).history).toEqual([]);
  });
});
