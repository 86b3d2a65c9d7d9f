import { ZRescueExportQuerySchema, ZRescueQuerySchema, ZRescueRegistrationBodySchema, type RescueRegistration } from '@portal/contract';
import { RESCUE_ARRIVAL_LIMIT_MINUTES, type QueryValue, type WireRescueRegistration, type WireRescueRegistrationFormFields } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { unpagedQuery } from '../../legacy/paged-list';
import { toServiceRegistration, toServiceRegistrationFilters, toServiceRegistrationForm, wireTime } from '../../legacy/service-application-values';

/** The clean list's sortable fields, by their wire names (`sort=alarmAt:desc` -> `alarm_time desc`). */
export const RESCUE_SORT_FIELDS = { alarmAt: 'alarmTime', arrivedAt: 'arriveTime', registerCode: 'registCode', trappedCount: 'trappedNum' } as const;

export function toRescueRegistration(wire: WireRescueRegistration): RescueRegistration {
  const arrivalMinutes = wire.arriveMinutes ?? null;
  return {
    ...toServiceRegistration(wire),
    place: wire.rescuePlace ?? '',
    alarmAt: wire.alarmTime,
    reporter: wire.alarmPerson ?? '',
    reporterPhone: wire.alarmPhone ?? '',
    trappedCount: wire.trappedNum,
    arrivedAt: wire.arriveTime ?? null,
    releasedAt: wire.releaseTime ?? null,
    rescuers: wire.rescuePerson ?? '',
    casualties: wire.casualty ?? '',
    result: wire.dealResult ?? '',
    arrivalMinutes,
    arrivalLate: arrivalMinutes !== null && arrivalMinutes > RESCUE_ARRIVAL_LIMIT_MINUTES,
  };
}

export type RescueBodyValue = z.output<typeof ZRescueRegistrationBodySchema>;

export function toRescueForm(body: RescueBodyValue): WireRescueRegistrationFormFields {
  return {
    ...toServiceRegistrationForm(body),
    rescuePlace: body.place,
    alarmTime: wireTime(body.alarmAt),
    alarmPerson: body.reporter,
    alarmPhone: body.reporterPhone,
    trappedNum: body.trappedCount,
    arriveTime: wireTime(body.arrivedAt),
    releaseTime: wireTime(body.releasedAt),
    rescuePerson: body.rescuers,
    casualty: body.casualties,
    dealResult: body.result,
  };
}

export type RescueQueryValue = z.output<typeof ZRescueQuerySchema>;
type RescueFilters = Pick<RescueQueryValue, 'keyword' | 'registerCode' | 'dateFrom' | 'dateTo' | 'late'>;

/** `listData` filters in the platform's words; `alarmDateEnd` gets the date rule's day. */
export function toRescueFilters(query: RescueFilters): Record<string, QueryValue> {
  return {
    ...toServiceRegistrationFilters(query),
    alarmDateBegin: query.dateFrom,
    alarmDateEnd: query.dateTo,
    overtime: query.late === undefined ? undefined : query.late ? '1' : '0',
  };
}

/** The export's parameters: the list's filters and order, no paging. */
export function toRescueExportQuery(query: z.output<typeof ZRescueExportQuerySchema>): Record<string, string> {
  return unpagedQuery(toRescueFilters(query), query.sort, RESCUE_SORT_FIELDS);
}
