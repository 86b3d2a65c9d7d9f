import { describe, expect, it } from 'vitest';
import { ACCESS, ALL_ACCESS_IDS } from '../access';
import { contract } from '../contract';
import { ATTACHMENT_REF_TYPES } from '../resources/attachments';
import { AUDIT_EVENTS } from '../resources/audit-records';
import { CHANGE_RESOURCES } from '../resources/changes';
import {
  byReviewedServiceKind,
  byServiceKind,
  REVIEWED_SERVICE_KIND_CODES,
  SERVICE_DECISION_EVENTS,
  SERVICE_KIND_CODES,
  SERVICE_KINDS,
  SERVICE_DECISION_LABELS,
  serviceDecisionEvent,
} from './service-kinds';

describe('service kinds', () => {
  it('names the four kinds with the menu ids that open them', () => {
    expect(SERVICE_KINDS.map((kind) => [kind.code, kind.access])).toEqual([
      ['termination', 'service:termination'],
      ['maintenance-project', 'service:maintenance'],
      ['fault-registration', 'service:fault'],
      ['rescue-registration', 'service:fault'],
    ]);
  });

  it('gives the access catalogue the menu id of each kind under its name, where the catalogue always had them', () => {
    expect([ACCESS.faultRescue, ACCESS.termination, ACCESS.maintenance]).toEqual(['service:fault', 'service:termination', 'service:maintenance']);
    const at = ALL_ACCESS_IDS.indexOf(ACCESS.selfService);
    expect(ALL_ACCESS_IDS.slice(at, at + 5)).toEqual(['service:self', 'service:fault', 'service:termination', 'service:maintenance', 'system:account']);
    // A menu id is spelled once: two kinds share one only by naming the same pair.
    for (const kind of SERVICE_KINDS) expect(ACCESS[kind.accessKey]).toBe(kind.access);
  });

  it('gives every kind an attachment record type, in the wire order the API has always had', () => {
    expect(SERVICE_KIND_CODES).toEqual(['termination', 'maintenance-project', 'fault-registration', 'rescue-registration']);
    const at = ATTACHMENT_REF_TYPES.indexOf('termination');
    expect(ATTACHMENT_REF_TYPES.slice(at, at + 4)).toEqual(SERVICE_KIND_CODES);
  });

  it('records a decision event for the reviewed kinds only', () => {
    expect(REVIEWED_SERVICE_KIND_CODES).toEqual(['termination', 'maintenance-project']);
    expect(SERVICE_DECISION_EVENTS).toEqual(['termination-decided', 'maintenance-project-decided']);
    expect(AUDIT_EVENTS).toEqual(expect.arrayContaining([...SERVICE_DECISION_EVENTS]));
    expect(serviceDecisionEvent('maintenance-project')).toBe('maintenance-project-decided');
  });

  it('names each decision as the audit trail always has', () => {
    expect(SERVICE_DECISION_LABELS).toEqual({ 'termination-decided': '审核停用报废注销申请', 'maintenance-project-decided': '审核维保项目申请' });
    expect(Object.keys(SERVICE_DECISION_LABELS)).toEqual([...SERVICE_DECISION_EVENTS]);
  });

  it('serves every kind from its contract group, which the change feed reports', () => {
    for (const kind of SERVICE_KINDS) {
      expect(Object.keys(contract)).toContain(kind.resource);
      expect(CHANGE_RESOURCES).toContain(kind.resource);
    }
  });

  it('keeps the short names the pages have always shown', () => {
    expect(SERVICE_KINDS.map((kind) => [kind.short, kind.shortEn])).toEqual([
      ['停用报废注销申请', 'Termination application'],
      ['维保项目申请', 'Maintenance project'],
      ['故障登记', 'Fault registration'],
      ['救援登记', 'Rescue registration'],
    ]);
  });

  it('keys a derived list by every kind, or by every reviewed kind', () => {
    expect(byServiceKind((kind) => kind.resource)).toEqual({
      termination: 'terminations',
      'maintenance-project': 'maintenanceProjects',
      'fault-registration': 'faultRegistrations',
      'rescue-registration': 'rescueRegistrations',
    });
    expect(Object.keys(byReviewedServiceKind((kind) => kind.label))).toEqual(['termination', 'maintenance-project']);
  });
});
