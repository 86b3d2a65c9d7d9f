import { describe, expect, it } from 'vitest';
import { ACCESS } from '../access';
import { ATTACHMENT_REF_TYPES } from '../resources/attachments';
import { AUDIT_EVENTS } from '../resources/audit-records';
import { REVIEWED_SERVICE_KIND_CODES, SERVICE_DECISION_EVENTS, SERVICE_KIND_CODES, SERVICE_KINDS, serviceDecisionEvent } from './service-kinds';

describe('service kinds', () => {
  it('names the four kinds with the menu ids that open them', () => {
    expect(SERVICE_KINDS.map((kind) => [kind.code, kind.access])).toEqual([
      ['termination', ACCESS.termination],
      ['maintenance-project', ACCESS.maintenance],
      ['fault-registration', ACCESS.faultRescue],
      ['rescue-registration', ACCESS.faultRescue],
    ]);
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
});
