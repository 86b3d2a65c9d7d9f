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
    { itemId: 'a', conclusion: 'qualified', nextCheckDate: '2028-12-01', nextCheckReason: '' },
    { itemId: 'b', conclusion: 'unqualified', nextCheckDate: '2028-12-01', nextCheckReason: '' },
  ],
};
const PASSED: ResultFormValues = { ...FAILED, results: [FAILED.results[0]!] };

type Item = ProcessingDetail['items'][number];
const item = (itemId: string, categoryCode: Item['categoryCode'], subTypeCode: string, safetyGrade: string | null = null) =>
  ({ itemId, categoryCode, subTypeCode, safetyGrade }) as Item;
/** Two bridge cranes (every 2 years) and two pressure vessels of their files' grades. */
const APPLICATION = {
  kind: 'periodic',
  items: [item('a', '4000', '4110'), item('b', '4000', '4110'), item('v2', '2000', '2170', '2级'), item('v5', '2000', '2170', '5级')],
} as ProcessingDetail;
const schemaFor = (values: ResultFormValues, stage: 'first' | 'reinspection' = 'first') => resultFormSchema(stage, APPLICATION)(values);
const vessel = (itemId: string, nextCheckDate: string | null, nextCheckReason = ''): ResultFormValues => ({
  ...PASSED,
  results: [{ itemId, conclusion: 'meets', nextCheckDate, nextCheckReason }],
});

// The results below were recorded in December 2026: the form's today is after them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-20T02:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the result form', () => {
  it('refuses a check date after today, and starts from today while the scheduled day is ahead', async () => {
    const ahead = { ...FAILED, checkDate: '2027-01-21', rectifyDeadline: '2027-02-21', results: FAILED.results.map((result) => ({ ...result, nextCheckDate: '2029-01-21' })) };
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
    const reinspection = { ...FAILED, results: [{ itemId: 'b', conclusion: 'reinspection_unqualified' as const, nextCheckDate: '2028-12-01', nextCheckReason: '' }] };
    expect(schemaFor(reinspection, 'reinspection').parse(reinspection).rectifyDeadline).toBeNull();
  });

  it('proposes each item’s date by its rule: a 2级 vessel 6 years on, none for a 5级 one', () => {
    const values = resultFormValues({ ...APPLICATION, schedule: { scheduledDate: '2026-12-01', inspector: '周工' } }, 'first');
    expect(values.results.map((result) => [result.itemId, result.nextCheckDate])).toEqual([
      ['a', '2028-12-01'],
      ['b', '2028-12-01'],
      ['v2', '2032-12-01'],
      ['v5', null],
    ]);
  });

  it('asks a reason for a date other than the rule’s, and sends it only then', async () => {
    expect(await formMessages(schemaFor(vessel('v2', '2027-12-01')), vessel('v2', '2027-12-01'), { enforceRequired: true })).toEqual({
      'results.0.nextCheckReason': message('nextCheckReasonRequired'),
    });
    expect(schemaFor(vessel('v2', '2027-12-01', '腐蚀')).parse(vessel('v2', '2027-12-01', '腐蚀')).results[0]).toMatchObject({ nextCheckReason: '腐蚀' });
    // Back on the rule's date, a reason typed before is not sent.
    expect(schemaFor(vessel('v2', '2032-12-01', '腐蚀')).parse(vessel('v2', '2032-12-01', '腐蚀')).results[0]).toMatchObject({ nextCheckReason: '' });
  });

  it('refuses a date for a 5级 vessel and one not after the check date', async () => {
    expect(schemaFor(vessel('v5', '')).parse(vessel('v5', '')).results[0]).toMatchObject({ nextCheckDate: null });
    expect(await formMessages(schemaFor(vessel('v5', '2027-12-01', '整改')), vessel('v5', '2027-12-01', '整改'), { enforceRequired: true })).toEqual({
      'results.0.nextCheckDate': message('nextCheckNone'),
    });
    expect(await formMessages(schemaFor(vessel('v2', '2026-12-01', '同日')), vessel('v2', '2026-12-01', '同日'), { enforceRequired: true })).toEqual({
      'results.0.nextCheckDate': message('nextCheckAfterCheck'),
    });
  });
});
