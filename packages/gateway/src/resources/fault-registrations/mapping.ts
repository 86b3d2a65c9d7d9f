import { FAULT_CAUSES, ZFaultExportQuerySchema, ZFaultRegistrationBodySchema, ZRegistrationQuerySchema, type FaultRegistration } from '@portal/contract';
import type { QueryValue, WireFaultCause, WireFaultRegistration, WireFaultRegistrationFormFields } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { unpagedQuery } from '../../legacy/paged-list';
import { labelFor, optionalCodeOf } from '../../legacy/wire-values';
import { wireTime } from '../rescue-registrations/mapping';

export const FAULT_SORT_FIELDS = { faultAt: 'faultTime', recoveredAt: 'recoverTime', registerCode: 'registCode' } as const;

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
type FaultFilters = Pick<FaultQueryValue, 'keyword' | 'registerCode' | 'dateFrom' | 'dateTo'>;

/** `listData` filters in the platform's words; `faultDateEnd` gets the date rule's day. */
export function toFaultFilters(query: FaultFilters): Record<string, QueryValue> {
  return { keyword: query.keyword, registCode: query.registerCode, faultDateBegin: query.dateFrom, faultDateEnd: query.dateTo };
}

/** The export's parameters: the list's filters and order, no paging. */
export function toFaultExportQuery(query: z.output<typeof ZFaultExportQuerySchema>): Record<string, string> {
  return unpagedQuery(toFaultFilters(query), query.sort, FAULT_SORT_FIELDS);
}
