import { ZFaultExportQuerySchema, ZFaultRegistrationBodySchema, ZRegistrationQuerySchema, type FaultRegistration } from '@portal/contract';
import type { QueryValue, WireFaultRegistration, WireFaultRegistrationFormFields } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { unpagedQuery } from '../../legacy/paged-list';
import { toServiceRegistration, toServiceRegistrationFilters, toServiceRegistrationForm, wireTime } from '../../legacy/service-application-values';

export const FAULT_SORT_FIELDS = { faultAt: 'faultTime', recoveredAt: 'recoverTime', registerCode: 'registCode' } as const;

export function toFaultRegistration(wire: WireFaultRegistration): FaultRegistration {
  return {
    ...toServiceRegistration(wire),
    place: wire.faultPlace ?? '',
    faultAt: wire.faultTime,
    handling: wire.dealMeasure ?? '',
    recoveredAt: wire.recoverTime ?? null,
    handler: wire.dealPerson ?? '',
  };
}

export type FaultBodyValue = z.output<typeof ZFaultRegistrationBodySchema>;

export function toFaultForm(body: FaultBodyValue): WireFaultRegistrationFormFields {
  return {
    ...toServiceRegistrationForm(body),
    faultPlace: body.place,
    faultTime: wireTime(body.faultAt),
    dealMeasure: body.handling,
    recoverTime: wireTime(body.recoveredAt),
    dealPerson: body.handler,
  };
}

export type FaultQueryValue = z.output<typeof ZRegistrationQuerySchema>;
type FaultFilters = Pick<FaultQueryValue, 'keyword' | 'registerCode' | 'dateFrom' | 'dateTo'>;

/** `listData` filters in the platform's words; `faultDateEnd` gets the date rule's day. */
export function toFaultFilters(query: FaultFilters): Record<string, QueryValue> {
  return { ...toServiceRegistrationFilters(query), faultDateBegin: query.dateFrom, faultDateEnd: query.dateTo };
}

/** The export's parameters: the list's filters and order, no paging. */
export function toFaultExportQuery(query: z.output<typeof ZFaultExportQuerySchema>): Record<string, string> {
  return unpagedQuery(toFaultFilters(query), query.sort, FAULT_SORT_FIELDS);
}
