import { describe, expect, it } from 'vitest';
import { maintenanceProjectForm, ZWireMaintenanceProjectForm } from './maintenance-projects';
import { FAULT_REGISTRATION_DATA_PATHS, FAULT_REGISTRATION_WIRE_PATHS } from './fault-registrations';
import { RESCUE_REGISTRATION_DATA_PATHS, RESCUE_REGISTRATION_WIRE_PATHS } from './rescue-registrations';
import { ZWireServiceAuditForm } from './service-applications';
import { terminationForm, ZWireTerminationForm } from './terminations';

describe('service application forms', () => {
  it('encodes a save form with its id, id lists comma-joined and the submit flag', () => {
    const fields = ZWireTerminationForm.parse({ rlvType: '报废', equipmentIds: '30101,30102', reason: '超过设计使用年限', handler: '张丽', isCommit: 'true' });
    expect(terminationForm(fields, 'T1')).toEqual({
      id: 'T1',
      rlvType: '报废',
      equipmentIds: '30101,30102',
      reason: '超过设计使用年限',
      stopBeginDate: '',
      stopEndDate: '',
      handler: '张丽',
      remark: '',
      attachmentIds: '',
      isCommit: 'true',
    });
  });

  it('reads back what it encodes', () => {
    const fields = ZWireMaintenanceProjectForm.parse({ projType: '改造', equipmentIds: '30206', constructUnit: '宁波叉车维修有限公司', licenceNo: 'TS1', noticeDate: '2026-11-20' });
    expect(ZWireMaintenanceProjectForm.parse(maintenanceProjectForm(fields))).toEqual(fields);
    expect(fields).toMatchObject({ equipmentIds: ['30206'], attachmentIds: [], isCommit: false });
  });

  it('takes a decision of pass 1 or 0 only', () => {
    expect(ZWireServiceAuditForm.safeParse({ id: 'T1', pass: '1' }).success).toBe(true);
    expect(ZWireServiceAuditForm.safeParse({ id: 'T1', pass: 'yes' }).success).toBe(false);
  });
});

describe('registration paths', () => {
  it('names each registration module in its listData, form, save and export paths', () => {
    expect(FAULT_REGISTRATION_WIRE_PATHS).toEqual({ list: '/a/stone/eleFaultMain/listData', form: '/a/stone/eleFaultMain/form', save: '/a/stone/eleFaultMain/save' });
    expect(FAULT_REGISTRATION_DATA_PATHS).toEqual({ export: '/api/data/eleFaultMain/export' });
    expect(RESCUE_REGISTRATION_WIRE_PATHS).toEqual({ list: '/a/stone/eleRcsMain/listData', form: '/a/stone/eleRcsMain/form', save: '/a/stone/eleRcsMain/save' });
    expect(RESCUE_REGISTRATION_DATA_PATHS).toEqual({ export: '/api/data/eleRcsMain/export' });
  });
});
