import { ZRescueQuerySchema, ZRescueRegistrationBodySchema } from '@portal/contract';
import { ZWireRescueRegistration } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { wirePagingOf } from '../../legacy/wire-values';
import { RESCUE_SORT_FIELDS, toRescueFilters, toRescueForm, toRescueRegistration } from './mapping';

describe('rescue registration mapping', () => {
  it('flags an arrival later than 30 minutes after the alarm, and not one at 30', () => {
    const wire = (arriveMinutes: number | null) =>
      ZWireRescueRegistration.parse({ id: 'r1', registCode: '31103302122021080045', alarmTime: '2026-11-20 09:10:00', trappedNum: 2, arriveMinutes, faultReason: '停电' });
    expect(toRescueRegistration(wire(31))).toMatchObject({ arrivalMinutes: 31, arrivalLate: true, faultCause: 'power' });
    expect(toRescueRegistration(wire(30)).arrivalLate).toBe(false);
    expect(toRescueRegistration(wire(null))).toMatchObject({ arrivalMinutes: null, arrivalLate: false });
  });

  it('sends request times as Asia/Shanghai local time and the cause as its word', () => {
    const body = ZRescueRegistrationBodySchema.parse({
      registerCode: '31103302122021080045',
      place: '电梯厅',
      alarmAt: '2026-11-20T01:10:00Z',
      reporter: '王芳',
      reporterPhone: '13958201746',
      trappedCount: 1,
      arrivedAt: '2026-11-20T09:30',
      faultDescription: '困人',
      faultCause: 'misuse',
    });
    expect(toRescueForm(body)).toMatchObject({ alarmTime: '2026-11-20 09:10:00', arriveTime: '2026-11-20 09:30:00', releaseTime: '', faultReason: '使用不当' });
  });

  it('maps the list query: the late filter, the inclusive dates and the sort by wire names', () => {
    const query = ZRescueQuerySchema.parse({ late: 'true', dateFrom: '2026-11-01', dateTo: '2026-11-30', sort: 'alarmAt:asc' });
    expect(toRescueFilters(query)).toMatchObject({ overtime: '1', alarmDateBegin: '2026-11-01', alarmDateEnd: '2026-11-30' });
    expect(wirePagingOf(query.page, query.pageSize, query.sort, RESCUE_SORT_FIELDS)).toMatchObject({ orderBy: 'alarm_time asc' });
    expect(wirePagingOf(1, 20, 'reporter:asc', RESCUE_SORT_FIELDS)).toBeUndefined();
  });
});
