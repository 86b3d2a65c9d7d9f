import { FAULT_CAUSES, shanghaiDateTime, type ReviewState, type ZFaultCause, type ZServiceDecisionBodySchema } from '@portal/contract';
import { WIRE_FAULT_CAUSES, type QueryValue, type WireFaultCause, type WireServiceHistory } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { optionalCodeOf, reviewStateOf, textOrNull, toStateHistoryItem, wireWordOf } from './wire-values';

/**
 * Wire values the service kinds share, as legacy-protocol's `service-applications.ts` has them on the
 * wire: the reviewed applications (terminations, maintenance projects) with the equipment they name,
 * their history, form, filters and the institute's decision form; and the unit's registrations
 * (faults, rescues) with their common fields, form and filters.
 */

/** The wire's equipment list item as the contract's. */
const toServiceEquipment = (item: { equipmentId: string; registCode?: string | undefined; equName?: string | undefined }) => ({
  equipmentId: item.equipmentId,
  registerCode: item.registCode ?? '',
  equipmentName: item.equName ?? '',
});

const toServiceHistoryItem = (row: WireServiceHistory) => toStateHistoryItem(row, reviewStateOf);

/** What `form` adds to every application record (the wire's SERVICE_APPLICATION_DETAIL_FIELDS). */
export const toServiceApplicationDetail = (wire: { history: WireServiceHistory[]; attachmentIds: string[] }) => ({
  history: wire.history.map(toServiceHistoryItem),
  attachmentIds: wire.attachmentIds,
});

/** The fields of every application record (the wire's SERVICE_APPLICATION_FIELDS): its number, equipment and review; the kind adds its own. */
export const toServiceApplication = (wire: {
  id: string;
  applyNo: string;
  equipments: Parameters<typeof toServiceEquipment>[0][];
  status: string;
  submitDate?: string | undefined;
  opinion?: string | undefined;
  unitName?: string | undefined;
}) => ({
  id: wire.id,
  applicationNo: wire.applyNo,
  equipment: wire.equipments.map(toServiceEquipment),
  state: reviewStateOf(wire.status),
  appliedAt: textOrNull(wire.submitDate),
  opinion: textOrNull(wire.opinion),
  unitName: textOrNull(wire.unitName),
});

/** The service modules store 已退回 (the contract's label) for a returned application. */
export function reviewWord(state: ReviewState): string {
  return { draft: '草稿', submitted: '已提交', approved: '已通过', returned: '已退回' }[state];
}

/** The `save` form fields every application has (the wire's SERVICE_APPLICATION_FORM_FIELDS); the kind adds its own. */
export const toServiceApplicationForm = (body: { equipmentIds: string[]; attachmentIds: string[]; commit: boolean }) => ({
  equipmentIds: body.equipmentIds,
  attachmentIds: body.attachmentIds,
  isCommit: body.commit,
});

/** The list filters every application has (the wire's SERVICE_APPLICATION_QUERY_FIELDS); the kind adds its own. */
export const toServiceApplicationFilters = (query: { keyword?: string | undefined; state?: ReviewState | undefined }): Record<string, QueryValue> => ({
  keyword: query.keyword,
  status: query.state === undefined ? undefined : reviewWord(query.state),
});

export type ServiceDecisionValue = z.output<typeof ZServiceDecisionBodySchema>;

/** The institute's decision as the modules' `audit` form: `pass` 1 or 0 and the trimmed opinion. */
export function toAuditForm(id: string, body: ServiceDecisionValue): Record<string, string> {
  return { id, pass: body.decision === 'pass' ? '1' : '0', opinion: body.opinion.trim() };
}

type FaultCause = z.output<typeof ZFaultCause>;

/** The fields every registration record has (the wire's SERVICE_REGISTRATION_FIELDS); the kind adds its own. */
export const toServiceRegistration = (wire: {
  id: string;
  registCode: string;
  equName?: string | undefined;
  faultDesc?: string | undefined;
  faultReason?: string | undefined;
  attachmentIds: string[];
}) => ({
  id: wire.id,
  registerCode: wire.registCode,
  equipmentName: wire.equName ?? '',
  faultDescription: wire.faultDesc ?? '',
  faultCause: optionalCodeOf(FAULT_CAUSES, wire.faultReason, 'fault cause'),
  attachmentIds: wire.attachmentIds,
});

/** The `save` form fields every registration has (the wire's SERVICE_REGISTRATION_FORM_FIELDS). */
export const toServiceRegistrationForm = (body: { registerCode: string; faultDescription: string; faultCause?: FaultCause | undefined; attachmentIds: string[] }) => ({
  registCode: body.registerCode,
  faultDesc: body.faultDescription,
  faultReason: body.faultCause === undefined ? ('' as const) : wireWordOf<WireFaultCause>(FAULT_CAUSES, WIRE_FAULT_CAUSES, body.faultCause),
  attachmentIds: body.attachmentIds,
});

/** The list and export filters every registration has (the wire's SERVICE_REGISTRATION_QUERY_FIELDS). */
export const toServiceRegistrationFilters = (query: { keyword?: string | undefined; registerCode?: string | undefined }): Record<string, QueryValue> => ({
  keyword: query.keyword,
  registCode: query.registerCode,
});

/** A request time as the platform's local `yyyy-MM-dd HH:mm:ss` (the contract has already checked it). */
export function wireTime(text: string | undefined): string {
  return text === undefined ? '' : (shanghaiDateTime(text) ?? '');
}
