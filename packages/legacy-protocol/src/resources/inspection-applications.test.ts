import { describe, expect, it } from 'vitest';
import {
  inspectionApplicationForm,
  INSPECTION_APPLICATION_STATE_WORDS,
  WIRE_EDITABLE_INSPECTION_APPLICATION_STATES,
  WIRE_INSPECTION_APPLICATION_STATES,
  ZWireInspectionApplication,
  ZWireInspectionApplicationForm,
} from './inspection-applications';

describe('appOnline wire', () => {
  it('has one word per state, the editable ones among them', () => {
    expect(new Set(WIRE_INSPECTION_APPLICATION_STATES).size).toBe(Object.keys(INSPECTION_APPLICATION_STATE_WORDS).length);
    for (const state of WIRE_EDITABLE_INSPECTION_APPLICATION_STATES) expect(WIRE_INSPECTION_APPLICATION_STATES).toContain(state);
  });

  it('reads a list row with numbers as text and a missing payment state', () => {
    const row = ZWireInspectionApplication.parse({ id: 1, onlinelsh: 'BJ1', checkType: '定期检验', status: '草稿', equCount: '2', feeTotal: '12.50', urgent: 1, updateDate: '2026-01-01 00:00:00' });
    expect(row).toMatchObject({ id: '1', equCount: 2, feeTotal: 12.5, urgent: true, payState: undefined });
  });

  it('round-trips the save form through its string fields', () => {
    const fields = ZWireInspectionApplicationForm.parse({
      checkType: '首次检验',
      equipmentIds: 'a,b',
      newEquipment: JSON.stringify([{ equCategory: '3000', equType: '3110', equName: '新梯', usePlace: '一号楼' }]),
      siteContact: '李强',
      siteContactMobile: '13857436021',
      siteAddress: '宁波',
      isCommit: 'true',
    });
    expect(fields.newEquipment[0]).toMatchObject({ equName: '新梯', equCode: '' });
    const form = inspectionApplicationForm(fields, { id: 'x' });
    expect(form).toMatchObject({ id: 'x', equipmentIds: 'a,b', isCommit: 'true', urgent: '0', reportPickup: '自取' });
    expect(ZWireInspectionApplicationForm.parse(form)).toEqual(fields);
  });

  it('refuses a bad mobile and an unknown kind', () => {
    expect(ZWireInspectionApplicationForm.safeParse({ checkType: '定期检验', siteContact: 'a', siteContactMobile: '123', siteAddress: 'b' }).success).toBe(false);
    expect(ZWireInspectionApplicationForm.safeParse({ checkType: '年检', siteContact: 'a', siteContactMobile: '13857436021', siteAddress: 'b' }).success).toBe(false);
  });
});
