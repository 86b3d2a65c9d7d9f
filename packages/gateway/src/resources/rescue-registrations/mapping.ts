import { FAULT_CAUSES, shanghaiDateTime, ZRescueExportQuerySchema, ZRescueQuerySchema, ZRescueRegistrationBodySchema, type RescueRegistration } from '@portal/contract';
import { RESCUE_ARRIVAL_LIMIT_MINUTES, type QueryValue, type WireFaultCause, type WireRescueRegistration, type WireRescueRegistrationFormFields } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { unpagedQuery } from '../../legacy/paged-list';
import { labelFor, optionalCodeOf } from '../../legacy/wire-values';

/** The clean list's sortable fields, by their wire names (`sort=alarmAt:desc` -> `alarm_time desc`). */
export const RESCUE_SORT_FIELDS = { alarmAt: 'alarmTime', arrivedAt: 'arriveTime', registerCode: 'registCode', trappedCount: 'trappedNum' } as const;

export function toRescueRegistration(wire: WireRescueRegistration): RescueRegistration {
  const arrivalMinutes = wire.arriveMinutes ?? null;
  return {
    id: wire.id,
    registerCode: wire.registCode,
    equipmentName: wire.equName ?? '',
    place: wire.rescuePlace ?? '',
    alarmAt: wire.alarmTime,
    reporter: wire.alarmPerson ?? '',
    reporterPhone: wire.alarmPhone ?? '',
    trappedCount: wire.trappedNum,
    arrivedAt: wire.arriveTime ?? null,
    releasedAt: wire.releaseTime ?? null,
    rescuers: wire.rescuePerson ?? '',
    faultDescription: wire.faultDesc ?? '',
    faultCause: optionalCodeOf(FAULT_CAUSES, wire.faultReason, 'fault cause'),
    casualties: wire.casualty ?? '',
    result: wire.dealResult ?? '',
    arrivalMinutes,
    arrivalLate: arrivalMinutes !== null && arrivalMinutes > RESCUE_ARRIVAL_LIMIT_MINUTES,
    attachmentIds: wire.attachmentIds,
  };
}

/** A request time as the platform's local `yyyy-MM-dd HH:mm:ss` (the contract has already checked it). */
export function wireTime(text: string | undefined): string {
  return text === undefined ? '' : (shanghaiDateTime(text) ?? '');
}

export type RescueBodyValue = z.output<typeof ZRescueRegistrationBodySchema>;

export function toRescueForm(body: RescueBodyValue): WireRescueRegistrationFormFields {
  return {
    registCode: body.registerCode,
    rescuePlace: body.place,
    alarmTime: wireTime(body.alarmAt),
    alarmPerson: body.reporter,
    alarmPhone: body.reporterPhone,
    trappedNum: body.trappedCount,
    arriveTime: wireTime(body.arrivedAt),
    releaseTime: wireTime(body.releasedAt),
    rescuePerson: body.rescuers,
    faultDesc: body.faultDescription,
    faultReason: (labelFor(FAULT_CAUSES, body.faultCause) ?? '') as WireFaultCause | '',
    casualty: body.casualties,
    dealResult: body.result,
    attachmentIds: body.attachmentIds,
  };
}

export type RescueQueryValue = z.output<typeof ZRescueQuerySchema>;
type RescueFilters = Pick<RescueQueryValue, 'keyword' | 'registerCode' | 'dateFrom' | 'dateTo' | 'late'>;

/** `listData` filters in the platform's words; `alarmDateEnd` gets the date rule's day. */
export function toRescueFilters(query: RescueFilters): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    registCode: query.registerCode,
    alarmDateBegin: query.dateFrom,
    alarmDateEnd: query.dateTo,
    overtime: query.late === undefined ? undefined : query.late ? '1' : '0',
  };
}

/** The export's parameters: the list's filters and order, no paging. */
export function toRescueExportQuery(query: z.output<typeof ZRescueExportQuerySchema>): Record<string, string> {
  return unpagedQuery(toRescueFilters(query), query.sort, RESCUE_SORT_FIELDS);
}
