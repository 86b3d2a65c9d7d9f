import type {
  Unit,
  UnitChange,
  UnitChangeReview,
  ZUnitChangeApplicationBodySchema,
  ZUnitChangeField,
  ZUnitChangeQuerySchema,
  ZUnitChangeReviewQuerySchema,
  ZUnitUpdateBodySchema,
} from '@portal/contract';
import {
  type QueryValue,
  type WireUnit,
  type WireUnitChange,
  type WireUnitChangeField,
  type WireUnitChangeFields,
  type WireUnitSaveFields,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { isoDate, reviewStateLabel, reviewStateOf, textOrNull, type SortFields } from '../../legacy/wire-values';

type UnitChangeField = z.infer<typeof ZUnitChangeField>;
type UnitDetails = { postcode?: string | undefined; fixedAssets?: string | undefined; foundDate?: string | undefined };

/** Where a unit is registered and does business, and who represents it in law, as the clean API gives them. */
export const toUnitAddresses = (wire: { regAddress?: string | undefined; businessAddress?: string | undefined; legalPerson?: string | undefined }) => ({
  regAddress: wire.regAddress ?? '',
  businessAddress: wire.businessAddress ?? '',
  legalPerson: wire.legalPerson ?? '',
});

/** A unit's optional details as the clean API gives them, on its record and on its account registration. */
export const toUnitDetails = (wire: UnitDetails) => ({ postcode: wire.postcode ?? '', fixedAssets: wire.fixedAssets ?? '', foundDate: isoDate(wire.foundDate) });

/** A unit's optional details as the platform's form fields, in its save and in the account application. */
export const toWireUnitDetails = (body: UnitDetails) => ({ postcode: body.postcode ?? '', fixedAssets: body.fixedAssets ?? '', foundDate: body.foundDate ?? '' });

/**
 * The platform's unit record in the clean API's words (`orgname` -> name, `uscc` -> creditCode). The
 * platform guarantees only `orgname`: a missing id or area code is null, other missing text ''.
 */
export function toUnit(wire: WireUnit): Unit {
  return {
    id: wire.id ?? null,
    name: wire.orgname,
    creditCode: wire.uscc ?? '',
    areaCode: wire.areaCode ?? null,
    ...toUnitAddresses(wire),
    contactPerson: wire.contactPerson ?? '',
    contactPhone: wire.contactPhone ?? '',
    ...toUnitDetails(wire),
    regAuthority: wire.regAuthority ?? '',
    email: wire.email ?? '',
  };
}

const CHANGE_FIELD_OF_WIRE: Record<WireUnitChangeField, UnitChangeField> = {
  orgname: 'name',
  uscc: 'creditCode',
  legalPerson: 'legalPerson',
  regAddress: 'regAddress',
};
const WIRE_OF_CHANGE_FIELD = Object.fromEntries(Object.entries(CHANGE_FIELD_OF_WIRE).map(([wire, field]) => [field, wire])) as Record<
  UnitChangeField,
  WireUnitChangeField
>;

/** The clean field word of a change record: the registered fields renamed, the others as the platform names them. */
function changeFieldWord(field: string): string {
  return (CHANGE_FIELD_OF_WIRE as Record<string, string>)[field] ?? field;
}

export function toUnitChange(wire: WireUnitChange): UnitChange {
  return {
    id: wire.id,
    field: changeFieldWord(wire.field),
    fieldLabel: wire.fieldName ?? wire.field,
    oldValue: wire.oldValue ?? '',
    newValue: wire.newValue ?? '',
    reason: wire.reason ?? '',
    appliedAt: wire.applyDate,
    state: reviewStateOf(wire.status),
    opinion: textOrNull(wire.opinion),
    applicant: textOrNull(wire.applicantName),
  };
}

export type UnitUpdateValue = z.output<typeof ZUnitUpdateBodySchema>;

/** `unit/save` from the clean body. */
export function toUnitSaveForm(body: UnitUpdateValue): WireUnitSaveFields {
  return {
    areaCode: body.areaCode,
    businessAddress: body.businessAddress,
    contactPerson: body.contactPerson,
    contactPhone: body.contactPhone,
    ...toWireUnitDetails(body),
    regAuthority: body.regAuthority,
    email: body.email ?? '',
  };
}

export type UnitChangeApplicationValue = z.output<typeof ZUnitChangeApplicationBodySchema>;

/** `unit/changeUnit` from the clean body: the fields in the platform's names. */
export function toUnitChangeForm(body: UnitChangeApplicationValue): WireUnitChangeFields {
  return {
    changes: body.changes.map((change) => ({ field: WIRE_OF_CHANGE_FIELD[change.field], newValue: change.newValue })),
    reason: body.reason,
    attachmentIds: body.attachmentIds,
  };
}

export type UnitChangeQueryValue = z.output<typeof ZUnitChangeQuerySchema>;

/** `unit/findChangeUnit` keeps one order, the newest application first (it reads no `orderBy`). */
export const UNIT_CHANGE_ORDER: SortFields = { appliedAt: { only: 'desc' } };

/** `unit/changeAuditList` keeps one order, the oldest application first: the queue is worked in turn. */
export const UNIT_CHANGE_REVIEW_ORDER: SortFields = { appliedAt: { only: 'asc' } };

export type UnitChangeReviewQueryValue = z.output<typeof ZUnitChangeReviewQuerySchema>;

/** The state filter of both change lists (`unit/findChangeUnit`, `unit/changeAuditList`). */
export const toUnitChangeStateFilter = (query: Pick<UnitChangeReviewQueryValue, 'state'>): Record<string, QueryValue> => ({
  status: query.state ? reviewStateLabel(query.state) : undefined,
});

/**
 * `unit/findChangeUnit` filters. `appliedTo` is inclusive; it goes out as `applyDateEnd`, which the
 * date rule moves one day on for the platform's `<`.
 */
export function toUnitChangeFilters(query: UnitChangeQueryValue): Record<string, QueryValue> {
  return {
    ...toUnitChangeStateFilter(query),
    applyBegin: query.appliedFrom,
    applyDateEnd: query.appliedTo,
  };
}

/** A change record in the institute's queue, with its unit. */
export function toUnitChangeReview(wire: WireUnitChange): UnitChangeReview {
  return { ...toUnitChange(wire), unitId: wire.unitId ?? '', unitName: wire.unitName ?? '' };
}
