import {
  EMPLOYMENT_STATES,
  GENDERS,
  OPERATOR_CODES,
  ZCertificateQuerySchema,
  ZWorkerBodySchema,
  ZWorkerQuerySchema,
  type Certificate,
  type OperatorCode,
  type Qualification,
  type Worker,
  type WorkerOverview,
  type WorkerSummary,
} from '@portal/contract';
import {
  type QueryValue,
  type WireQualification,
  type WireSaved,
  type WireWorker,
  type WireWorkerDetail,
  type WireWorkerFormFields,
  type WireWorkerSex,
  type WireWorkerState,
  type WireWorkerStatistics,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, isoDate, labelFor, optionalCodeOf, sortFieldsOf, UnexpectedWireValue, wirePagingOf, type SortFields } from '../../legacy/wire-values';

/** 330203********1234: area code and the last four, as lists and exports show an ID card. */
export function maskIdCard(idCard: string): string {
  if (idCard.length <= 10) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}

/** 139****1746. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

function operatorCode(code: string): OperatorCode {
  const found = OPERATOR_CODES.find((option) => option.code === code);
  if (!found) throw new UnexpectedWireValue('operator code', code);
  return found.code;
}

const operatorLabel = (code: OperatorCode): string => labelFor(OPERATOR_CODES, code);

/** The list row: ID card and mobile masked, whatever the platform sent. */
export function toWorkerSummary(wire: WireWorker): WorkerSummary {
  return {
    id: wire.id,
    name: wire.name,
    gender: optionalCodeOf(GENDERS, wire.sex, 'gender'),
    idCardMasked: maskIdCard(wire.identityCard ?? ''),
    mobileMasked: maskMobile(wire.mobile ?? ''),
    employmentState: codeOf(EMPLOYMENT_STATES, wire.status, 'employment state'),
    operatorCodes: wire.workTypes.map(operatorCode),
    nearestValidTo: isoDate(wire.nearestValidDate),
  };
}

export function toQualification(wire: WireQualification): Qualification {
  const code = operatorCode(wire.workType);
  return {
    id: wire.id,
    operatorCode: code,
    operatorLabel: wire.workTypeName ?? operatorLabel(code),
    certificateNo: wire.certNo ?? '',
    issuingAuthority: wire.issueOrg ?? '',
    issueDate: isoDate(wire.issueDate),
    validTo: isoDate(wire.validDate),
    reviewDate: isoDate(wire.reviewDate),
  };
}

/** The saved reference of `operator/add` and `update`: the operator's id and employment state afterwards. */
export function toSavedWorker(wire: WireSaved) {
  return { id: wire.id, state: codeOf(EMPLOYMENT_STATES, wire.state, 'employment state') };
}

/** The detail: the full numbers, for those who may open it. */
export function toWorker(wire: WireWorkerDetail): Worker {
  return {
    ...toWorkerSummary(wire),
    idCard: wire.identityCard ?? '',
    mobile: wire.mobile ?? '',
    remark: wire.remark ?? '',
    qualifications: wire.qualifications.map(toQualification),
    attachmentIds: wire.attachmentIds,
  };
}

export function toCertificate(wire: WireQualification): Certificate {
  return {
    ...toQualification(wire),
    workerId: wire.operatorId,
    workerName: wire.operatorName ?? '',
    employmentState: codeOf(EMPLOYMENT_STATES, wire.operatorStatus ?? '', 'employment state'),
  };
}

export function toWorkerOverview(wire: WireWorkerStatistics): WorkerOverview {
  return {
    workers: wire.total,
    employed: wire.employed,
    certificates: wire.certificates,
    expiringSoon: wire.expiringSoon,
    expired: wire.expired,
    byOperatorCode: wire.byWorkType.map((row) => {
      const code = operatorCode(row.workType);
      return { code, label: operatorLabel(code), workers: row.operators, certificates: row.certificates };
    }),
  };
}

const sexWord = (gender: z.output<typeof ZWorkerBodySchema>['gender']): WireWorkerSex => labelFor(GENDERS, gender) as WireWorkerSex;
const stateWord = (state: z.output<typeof ZWorkerBodySchema>['employmentState']): WireWorkerState =>
  labelFor(EMPLOYMENT_STATES, state) as WireWorkerState;

export type WorkerBodyValue = z.output<typeof ZWorkerBodySchema>;

/** The add / update form of `operator` from the clean body. */
export function toWorkerForm(body: WorkerBodyValue): WireWorkerFormFields {
  return {
    name: body.name,
    sex: sexWord(body.gender),
    identityCard: body.idCard,
    mobile: body.mobile ?? '',
    status: stateWord(body.employmentState),
    remark: body.remark,
    attachmentIds: body.attachmentIds,
    qualifications: body.qualifications.map((qualification) => ({
      id: qualification.id ?? '',
      workType: qualification.operatorCode,
      certNo: qualification.certificateNo,
      issueOrg: qualification.issuingAuthority,
      issueDate: qualification.issueDate,
      validDate: qualification.validTo,
      reviewDate: qualification.reviewDate ?? '',
    })),
  };
}

/** The clean sort fields each list offers, with the platform's column words. */
export const WORKER_SORT_FIELDS = sortFieldsOf(['name', 'employmentState', 'gender', 'updatedAt']);
export const CERTIFICATE_SORT_FIELDS = sortFieldsOf(['validTo', 'issueDate', 'operatorCode', 'certificateNo', 'workerName']);

export type WorkerQueryValue = z.output<typeof ZWorkerQuerySchema>;
/** The export's one order: the data host writes the operators by name whatever the list's sort. */
export const WORKER_EXPORT_ORDER: SortFields = { name: { only: 'asc' } };

export type WorkerFilterValue = Omit<WorkerQueryValue, 'page' | 'pageSize' | 'sort'>;

/** `operator/list` (and export) filters. */
export function toWorkerFilters(query: WorkerFilterValue): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    workType: query.operatorCode,
    status: query.employmentState ? stateWord(query.employmentState) : undefined,
  };
}

/** `operator/list` parameters, or undefined when `sort` names a field the list cannot sort by. */
export function toWorkerListQuery(query: WorkerQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, WORKER_SORT_FIELDS);
  return paging ? { ...paging, ...toWorkerFilters(query) } : undefined;
}

export type CertificateQueryValue = z.output<typeof ZCertificateQuerySchema>;

/**
 * `operator/qualifications` parameters. `validToTo` is inclusive; it goes out as `validDateEnd`,
 * which the legacy client's date rule moves one day on for the platform's `<`.
 */
export function toCertificateListQuery(query: CertificateQueryValue, operatorId?: string): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, CERTIFICATE_SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    operatorId,
    keyword: query.keyword,
    workType: query.operatorCode,
    validDateBegin: query.validToFrom,
    validDateEnd: query.validToTo,
  };
}
