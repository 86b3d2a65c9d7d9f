import { FAULT_CAUSES, ZFaultExportQuerySchema, ZFaultRegistrationBodySchema, ZRegistrationQuerySchema, type FaultRegistration } from '@portal/contract';
import type { QueryValue, WireFaultCause, WireFaultRegistration, WireFaultRegistrationFormFields } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { labelFor, optionalCodeOf, wirePagingOf } from '../../legacy/wire-values';
import { wireTime } from '../rescue-registrations/mapping';

const SORT_FIELDS = { faultAt: 'faultTime', recoveredAt: 'recoverTime', registerCode: 'registCode' } as const;

export function toFaultRegistration(wire: WireFaultRegistration): FaultRegistration {
  return {
    id: wire.id,
    registerCode: wire.registCode,
    equipmentName: wire.equName ?? '',
    place: wire.faultPlace ?? '',
    faultAt: wire.faultTime,
    faultDescription: wire.faultDesc ?? '',
    faultCause: optionalCodeOf(FAULT_CAUSES, wire.faultReason, 'fault cause'),
    handling: wire.dealMeasure ?? '',
    recoveredAt: wire.recoverTime ?? null,
    handler: wire.dealPerson ?? '',
    attachmentIds: wire.attachmentIds,
  };
}

export type FaultBodyValue = z.output<typeof ZFaultRegistrationBodySchema>;

export function toFaultForm(body: FaultBodyValue): WireFaultRegistrationFormFields {
  return {
    registCode: body.registerCode,
    faultPlace: body.place,
    faultTime: wireTime(body.faultAt),
    faultDesc: body.faultDescription,
    faultReason: (labelFor(FAULT_CAUSES, body.faultCause) ?? '') as WireFaultCause | '',
    dealMeasure: body.handling,
    recoverTime: wireTime(body.recoveredAt),
    dealPerson: body.handler,
    attachmentIds: body.attachmentIds,
  };
}

export type FaultQueryValue = z.output<typeof ZRegistrationQuerySchema>;

export function toFaultListQuery(query: FaultQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, SORT_FIELDS);
  if (!paging) return undefined;
  return { ...paging, keyword: query.keyword, registCode: query.registerCode, faultDateBegin: query.dateFrom, faultDateEnd: query.dateTo };
}

/** The export's parameters: the list's filters and order, no paging; an unsortable field sorts by the default. */
export function toFaultExportQuery(query: z.output<typeof ZFaultExportQuerySchema>): Record<string, string> {
  const listed = toFaultListQuery({ ...query, page: 1, pageSize: 20 }) ?? toFaultListQuery({ ...query, sort: undefined, page: 1, pageSize: 20 })!;
  const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = listed;
  return Object.fromEntries(Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}
