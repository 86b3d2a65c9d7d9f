import { message } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '../../ui/form';
import { needsDeadline, resultFormSchema, resultFormValues, type ResultFormValues } from './result-form-schema';
import type { ProcessingDetail } from '@portal/contract';

const FAILED: ResultFormValues = {
  checkDate: '2026-12-01',
  remark: '',
  rectifyDeadline: '2026-12-31',
  results: [
    { itemId: 'a', conclusion: 'qualified', nextCheckDate: '2028-12-01' },
    { itemId: 'b', conclusion: 'unqualified', nextCheckDate: '2028-12-01' },
  ],
};
const PASSED: ResultFormValues = { ...FAILED, results: [FAILED.results[0]!] };

const schemaFor = (values: ResultFormValues, stage: 'first' | 'reinspection' = 'first') => resultFormSchema(stage)(values);

// The results below were recorded in December 2026: the form's today is after them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-20T02:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the result form', () => {
  it('refuses a check date after today, and starts from today while the scheduled day is ahead', async () => {
    const ahead = { ...FAILED, checkDate: '2027-01-21', rectifyDeadline: '2027-02-21' };
    expect(await formMessages(schemaFor(ahead), ahead, { enforceRequired: true })).toEqual({ checkDate: message('checkDateFuture') });
    const scheduled = (scheduledDate: string) =>
      ({ items: [], kind: 'periodic', schedule: { scheduledDate, inspector: '周工' } }) as unknown as ProcessingDetail;
    expect(resultFormValues(scheduled('2027-02-01'), 'first').checkDate).toBe('2027-01-20');
    expect(resultFormValues(scheduled('2026-12-01'), 'first').checkDate).toBe('2026-12-01');
  });

  it('asks for a deadline only when a first inspection fails', () => {
    expect(needsDeadline(FAILED.results, 'first')).toBe(true);
    expect(needsDeadline(PASSED.results, 'first')).toBe(false);
    expect(needsDeadline([{ conclusion: 'reinspection_unqualified' }], 'reinspection')).toBe(false);
  });

  it('sends the deadline of a failed first inspection', () => {
    expect(schemaFor(FAILED).parse(FAILED).rectifyDeadline).toBe('2026-12-31');
  });

  it('says a cleared deadline of a failed first inspection is required', async () => {
    const cleared = { ...FAILED, rectifyDeadline: '' };
    expect(await formMessages(schemaFor(cleared), cleared, { enforceRequired: true })).toEqual({ rectifyDeadline: message('required') });
  });

  it('refuses a deadline before the check date', async () => {
    const early = { ...FAILED, rectifyDeadline: '2026-11-30' };
    expect(await formMessages(schemaFor(early), early, { enforceRequired: true })).toEqual({ rectifyDeadline: message('deadlineBeforeCheck') });
  });

  it('sends no deadline with a passed result or a re-inspection, whatever the hidden field holds', () => {
    const stale = { ...PASSED, rectifyDeadline: '2026-11-30' };
    expect(schemaFor(stale).parse(stale).rectifyDeadline).toBeNull();
    const reinspection = { ...FAILED, results: [{ itemId: 'b', conclusion: 'reinspection_unqualified' as const, nextCheckDate: null }] };
    expect(schemaFor(reinspection, 'reinspection').parse(reinspection).rectifyDeadline).toBeNull();
  });
});
