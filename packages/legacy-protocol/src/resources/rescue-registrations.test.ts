import { describe, expect, it } from 'vitest';
import { isDateRuleKey } from '../date-rule';
import { FAULT_REGISTRATION_WIRE_PATHS, ZWireFaultRegistrationForm } from './fault-registrations';
import { MAINTENANCE_PROJECT_WIRE_PATHS, maintenanceProjectForm, ZWireMaintenanceProjectForm } from './maintenance-projects';
import { RESCUE_REGISTRATION_WIRE_PATHS, rescueRegistrationForm, ZWireRescueRegistration, ZWireRescueRegistrationForm } from './rescue-registrations';
import { TERMINATION_MESSAGES, TERMINATION_WIRE_PATHS, ZWireTerminationForm } from './terminations';

const RESCUE_FORM = {
  registCode: '31103302122021080045',
  rescuePlace: '主楼东侧电梯厅',
  alarmTime: '2026-11-20 09:10:00',
  alarmPerson: '王芳',
  alarmPhone: '13958201746',
  trappedNum: '2',
  faultDesc: '轿厢停在两层之间',
  faultReason: '停电',
};

describe('the paths of issue 12 registrations', () => {
  it('keeps every module under /a/stone in its JeeSite word', () => {
    const paths = [RESCUE_REGISTRATION_WIRE_PATHS, FAULT_REGISTRATION_WIRE_PATHS, TERMINATION_WIRE_PATHS, MAINTENANCE_PROJECT_WIRE_PATHS].flatMap(Object.values);
    for (const path of paths) expect(path).toMatch(/^\/a\/stone\/(eleRcsMain|eleFaultMain|pemEqmRlvBasic|epPemMaiprojApply|epPemMaipricApply)\/[A-Za-z]+$/);
  });

  it('names the list ranges so the date rule moves the end only', () => {
    expect(isDateRuleKey('alarmDateEnd')).toBe(true);
    expect(isDateRuleKey('alarmDateBegin')).toBe(false);
    expect(isDateRuleKey('faultDateBegin')).toBe(false);
    expect(isDateRuleKey('noticeDateBegin')).toBe(false);
  });
});

describe('ZWireRescueRegistrationForm', () => {
  it('reads the save form, the optional times empty', () => {
    expect(ZWireRescueRegistrationForm.parse(RESCUE_FORM)).toMatchObject({ trappedNum: 2, arriveTime: '', releaseTime: '', faultReason: '停电', attachmentIds: [] });
  });

  it('refuses a time without seconds, a short code and an unknown cause', () => {
    expect(ZWireRescueRegistrationForm.safeParse({ ...RESCUE_FORM, alarmTime: '2026-11-20 09:10' }).success).toBe(false);
    expect(ZWireRescueRegistrationForm.safeParse({ ...RESCUE_FORM, registCode: '3110' }).success).toBe(false);
    expect(ZWireRescueRegistrationForm.safeParse({ ...RESCUE_FORM, faultReason: '天灾' }).success).toBe(false);
  });

  it('writes the form back as strings with the id of a correction', () => {
    const form = rescueRegistrationForm(ZWireRescueRegistrationForm.parse({ ...RESCUE_FORM, attachmentIds: 'a1,a2' }), 'r1');
    expect(form).toMatchObject({ id: 'r1', trappedNum: '2', attachmentIds: 'a1,a2', alarmTime: '2026-11-20 09:10:00' });
  });

  it('reads a record whose times came as epoch milliseconds', () => {
    const record = ZWireRescueRegistration.parse({ id: 'r1', registCode: '31103302122021080045', alarmTime: 1763601000000, trappedNum: 1, arriveMinutes: null });
    expect(record.alarmTime).toBe('2025-11-20 09:10:00');
    expect(record.arriveMinutes).toBeNull();
  });
});

describe('the forms of fault, termination and maintenance project', () => {
  it('reads a fault without its recovery', () => {
    const fault = ZWireFaultRegistrationForm.parse({ registCode: '31103302122021080045', faultPlace: '西侧', faultTime: '2026-11-21 10:00:00', faultDesc: '门锁' });
    expect(fault).toMatchObject({ recoverTime: '', dealMeasure: '', faultReason: '' });
  });

  it('reads a termination: the equipment ids as a list, isCommit as a flag', () => {
    const form = ZWireTerminationForm.parse({ rlvType: '停用', equipmentIds: '30206', reason: '停产', handler: '陈伟', isCommit: 'true' });
    expect(form).toMatchObject({ equipmentIds: ['30206'], isCommit: true, stopBeginDate: '' });
    expect(ZWireTerminationForm.safeParse({ rlvType: '停用', equipmentIds: '', reason: '停产', handler: '陈伟' }).success).toBe(false);
  });

  it('names the equipment and the application that hold it', () => {
    expect(TERMINATION_MESSAGES.inOpenInspection('31103302122021080045', 'BJ2026112300001')).toContain('31103302122021080045');
  });

  it('round-trips a maintenance project form', () => {
    const fields = ZWireMaintenanceProjectForm.parse({ projType: '改造', equipmentIds: '30101,30102', constructUnit: '甬江', licenceNo: 'TS1', noticeDate: '2026-11-25' });
    expect(maintenanceProjectForm(fields)).toMatchObject({ equipmentIds: '30101,30102', isCommit: 'false', planFinishDate: '' });
  });
});
