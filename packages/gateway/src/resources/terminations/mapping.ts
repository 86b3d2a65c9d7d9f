import {
  TERMINATION_TYPES,
  ZTerminationBodySchema,
  ZTerminationQuerySchema,
  type Termination,
} from '@portal/contract';
import {
  WIRE_TERMINATION_TYPES,
  type QueryValue,
  type WireTermination,
  type WireTerminationDetail,
  type WireTerminationFormFields,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { toServiceApplication, toServiceApplicationDetail, toServiceApplicationFilters, toServiceApplicationForm } from '../../legacy/service-application-values';
import { codeOf, isoDate, labelFor, wireWordOf } from '../../legacy/wire-values';

export const TERMINATION_SORT_FIELDS = { applicationNo: 'applyNo', appliedAt: 'submitDate', type: 'rlvType', state: 'status' } as const;

export function toTermination(wire: WireTermination): Termination {
  return {
    ...toServiceApplication(wire),
    type: codeOf(TERMINATION_TYPES, wire.rlvType, 'termination type'),
    reason: wire.reason ?? '',
    stopFrom: isoDate(wire.stopBeginDate),
    stopTo: isoDate(wire.stopEndDate),
    handler: wire.handler ?? '',
  };
}

export function toTerminationDetail(wire: WireTerminationDetail) {
  return { ...toTermination(wire), ...toServiceApplicationDetail(wire) };
}

export type TerminationBodyValue = z.output<typeof ZTerminationBodySchema>;

export function toTerminationForm(body: TerminationBodyValue): WireTerminationFormFields {
  return {
    ...toServiceApplicationForm(body),
    rlvType: wireWordOf(TERMINATION_TYPES, WIRE_TERMINATION_TYPES, body.type),
    reason: body.reason,
    stopBeginDate: body.stopFrom ?? '',
    stopEndDate: body.stopTo ?? '',
    handler: body.handler,
    remark: body.remark,
  };
}

export type TerminationQueryValue = z.output<typeof ZTerminationQuerySchema>;

/** `listData` / `auditList` filters in the platform's words. */
export function toTerminationFilters(query: TerminationQueryValue): Record<string, QueryValue> {
  return { ...toServiceApplicationFilters(query), rlvType: labelFor(TERMINATION_TYPES, query.type) };
}
