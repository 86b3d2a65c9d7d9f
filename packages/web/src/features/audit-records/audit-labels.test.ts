import { AUDIT_EVENTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_OPTIONS, eventLabel } from './audit-labels';

describe('the audit events’ names', () => {
  it('offers every event of the contract, in its order', () => {
    expect(AUDIT_EVENT_OPTIONS.map((option) => option.code)).toEqual([...AUDIT_EVENTS]);
    for (const event of AUDIT_EVENTS) expect(eventLabel(event)).toBeTruthy();
  });

  it('names the decisions on the reviewed service kinds as before', () => {
    expect(eventLabel('termination-decided')).toBe('审核停用报废注销申请');
    expect(eventLabel('maintenance-project-decided')).toBe('审核维保项目申请');
  });
});
