import { describe, expect, it } from 'vitest';
import { isDateRuleKey, shiftDateKeys } from '../date-rule';
import {
  USE_REGISTRATION_WIRE_PATHS,
  useRegistrationDetailPath,
  useRegistrationForm,
  ZWireUseRegistration,
  ZWireUseRegistrationDetail,
  ZWireUseRegistrationForm,
  ZWireUseRegistrationQuery,
} from './use-registrations';

const FORM = {
  registKind: '新设备首次启用',
  equipmentId: '30101',
  equCategory: '3000',
  equType: '3110',
  equName: '曳引驱动乘客电梯',
  registCode: '31103302122021080045',
  usePlace: '主楼东侧电梯厅',
  areaCode: '330212',
  useDate: '2021-08-02',
  safetyManager: '张丽',
  safetyManagerMobile: '13958201746',
  declaration: '1',
  attachmentIds: 'a1,a2',
  isCommit: 'true',
};

describe('USE_REGISTRATION_WIRE_PATHS', () => {
  it('keeps useManage and epPemUseregistApply under /a/stone', () => {
    for (const path of Object.values(USE_REGISTRATION_WIRE_PATHS)) {
      expect(path).toMatch(/^\/a\/stone\/(useManage|epPemUseregistApply)\/[a-z]+$/i);
    }
  });

  it('puts the id of a detail in the path', () => {
    expect(useRegistrationDetailPath('ab 12')).toBe('/a/stone/epPemUseregistApply/detail/ab%2012');
  });
});

describe('ZWireUseRegistrationForm', () => {
  it('reads flags and the comma-separated attachment ids of a posted form', () => {
    const parsed = ZWireUseRegistrationForm.parse(FORM);
    expect(parsed).toMatchObject({ declaration: true, isCommit: true, attachmentIds: ['a1', 'a2'], equCode: '' });
  });

  it('refuses a kind the platform does not know', () => {
    expect(ZWireUseRegistrationForm.safeParse({ ...FORM, registKind: '新装' }).success).toBe(false);
  });

  it('refuses a register code that is not 20 digits, and accepts none', () => {
    expect(ZWireUseRegistrationForm.safeParse({ ...FORM, registCode: '3110330212' }).success).toBe(false);
    expect(ZWireUseRegistrationForm.safeParse({ ...FORM, registCode: '' }).success).toBe(true);
  });

  it('refuses an impossible date format', () => {
    expect(ZWireUseRegistrationForm.safeParse({ ...FORM, useDate: '2021/08/02' }).success).toBe(false);
  });

  it('round-trips through useRegistrationForm', () => {
    const fields = ZWireUseRegistrationForm.parse(FORM);
    const form = useRegistrationForm(fields, 'u1');
    expect(form).toMatchObject({ id: 'u1', declaration: '1', isCommit: 'true', attachmentIds: 'a1,a2' });
    expect(ZWireUseRegistrationForm.parse(form)).toEqual(fields);
  });

  it('sends isCommit=false for a draft', () => {
    const fields = ZWireUseRegistrationForm.parse({ ...FORM, isCommit: 'false', declaration: '0' });
    expect(useRegistrationForm(fields)).toMatchObject({ isCommit: 'false', declaration: '0' });
    expect(useRegistrationForm(fields)).not.toHaveProperty('id');
  });
});

describe('the list query', () => {
  it('names the range so that only its end gets the extra day of the date rule', () => {
    expect(isDateRuleKey('submitDateBegin')).toBe(false);
    expect(isDateRuleKey('submitDateEnd')).toBe(true);
    expect(shiftDateKeys({ submitDateBegin: '2024-05-01', submitDateEnd: '2024-05-31' })).toEqual({
      submitDateBegin: '2024-05-01',
      submitDateEnd: '2024-06-01',
    });
  });

  it('leaves every other filter name alone', () => {
    for (const key of Object.keys(ZWireUseRegistrationQuery.shape).filter((name) => name !== 'submitDateEnd')) {
      expect(isDateRuleKey(key), key).toBe(false);
    }
  });

  it('refuses an unknown state', () => {
    expect(ZWireUseRegistrationQuery.safeParse({ status: 'draft' }).success).toBe(false);
    expect(ZWireUseRegistrationQuery.parse({ status: '退回补正' })).toEqual({ status: '退回补正' });
  });
});

describe('ZWireUseRegistration', () => {
  const record = {
    id: 1001,
    applyNo: 'SYDJ2024053100001',
    registKind: '新设备首次启用',
    status: '已提交',
    equipmentId: null,
    equCategory: 3000,
    equName: '曳引驱动乘客电梯',
    declaration: 1,
    createDate: '2024-05-30 09:12:00',
    updateDate: '2024-05-31 10:00:00',
  };

  it('turns Java numbers into text and nulls into absent text', () => {
    const parsed = ZWireUseRegistration.parse(record);
    expect(parsed).toMatchObject({ id: '1001', equCategory: '3000', declaration: true });
    expect(parsed.equipmentId).toBeUndefined();
    expect(parsed.certNo).toBeUndefined();
  });

  it('reads the history of a detail', () => {
    const detail = ZWireUseRegistrationDetail.parse({
      ...record,
      history: [{ status: '草稿', operateDate: '2024-05-30 09:12:00', operatorName: '张丽', remark: null }],
    });
    expect(detail.history).toEqual([{ status: '草稿', operateDate: '2024-05-30 09:12:00', operatorName: '张丽', remark: undefined }]);
  });

  it('reads a detail without its history as one with none', () => {
    expect(ZWireUseRegistrationDetail.parse(record).history).toEqual([]);
  });

  it('takes upper-case keys, numbers for text and epoch milliseconds for times', () => {
    const { id: _id, applyNo: _applyNo, updateDate: _updateDate, equName: _equName, ...rest } = record;
    const row = ZWireUseRegistration.parse({ ...rest, ID: 51001, APPLY_NO: 20240001, updateDate: 1717121520000, equName: null });
    expect(row).toMatchObject({ id: '51001', applyNo: '20240001', updateDate: '2024-05-31 10:12:00' });
    expect(row.equName).toBeUndefined();
  });
});
