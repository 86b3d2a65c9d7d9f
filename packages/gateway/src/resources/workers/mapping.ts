import {
  contract,
  EMPLOYMENT_STATES,
  GENDERS,
  WORK_ITEMS,
  ZCertificateQuerySchema,
  ZWorkerBodySchema,
  type Certificate,
  type Worker,
  type WorkerCertificate,
  type WorkerOverview,
  type WorkerSummary,
  type WorkItem,
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
import { withDeprecatedNames } from '../../http/deprecation';
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

/** The wire's `workType` (TSG Z6001 作业项目 code) as the contract's work item. */
function workItem(code: string): WorkItem {
  const found = WORK_ITEMS.find((option) => option.code === code);
  if (!found) throw new UnexpectedWireValue('work item', code);
  return found.code;
}

const workItemLabel = (code: WorkItem): string => labelFor(WORK_ITEMS, code);

/**
 * The deprecated names /api/v1 still answers beside the fields that replaced them (docs/api.md,
 * "Deprecated fields and routes"), per answer shape: old name -> new name.
 */
const DEPRECATED_CERTIFICATE_NAMES = { operatorCode: 'workItem', operatorLabel: 'workItemLabel' } as const;
const DEPRECATED_SUMMARY_NAMES = { operatorCodes: 'workItems' } as const;
const DEPRECATED_WORKER_NAMES = { qualifications: 'certificates' } as const;
const DEPRECATED_OVERVIEW_NAMES = { byOperatorCode: 'byWorkItem' } as const;

/** The list row: ID card and mobile masked, whatever the platform sent. */
export function toWorkerSummary(wire: WireWorker): WorkerSummary {
  const summary = {
    id: wire.id,
    name: wire.name,
    gender: optionalCodeOf(GENDERS, wire.sex, 'gender'),
    idCardMasked: maskIdCard(wire.identityCard ?? ''),
    mobileMasked: maskMobile(wire.mobile ?? ''),
    employmentState: codeOf(EMPLOYMENT_STATES, wire.status, 'employment state'),
    workItems: wire.workTypes.map(workItem),
    nearestValidTo: isoDate(wire.nearestValidDate),
  };
  return withDeprecatedNames(summary, DEPRECATED_SUMMARY_NAMES);
}

/** One certificate of a worker (the wire calls it a qualification). */
export function toWorkerCertificate(wire: WireQualification): WorkerCertificate {
  const code = workItem(wire.workType);
  const certificate = {
    id: wire.id,
    workItem: code,
    workItemLabel: wire.workTypeName ?? workItemLabel(code),
    certificateNo: wire.certNo ?? '',
    issuingAuthority: wire.issueOrg ?? '',
    issueDate: isoDate(wire.issueDate),
    validTo: isoDate(wire.validDate),
    reviewDate: isoDate(wire.reviewDate),
  };
  return withDeprecatedNames(certificate, DEPRECATED_CERTIFICATE_NAMES);
}

/** The saved reference of `operator/add` and `update`: the worker's id and employment state afterwards. */
export function toSavedWorker(wire: WireSaved) {
  return { id: wire.id, state: codeOf(EMPLOYMENT_STATES, wire.state, 'employment state') };
}

/** The detail: the full numbers, for those who may open it. */
export function toWorker(wire: WireWorkerDetail): Worker {
  const worker = {
    ...toWorkerSummary(wire),
    idCard: wire.identityCard ?? '',
    mobile: wire.mobile ?? '',
    remark: wire.remark ?? '',
    certificates: wire.qualifications.map(toWorkerCertificate),
    attachmentIds: wire.attachmentIds,
  };
  return withDeprecatedNames(worker, DEPRECATED_WORKER_NAMES);
}

/** A row of the unit's certificate list: the certificate and its holder. */
export function toCertificate(wire: WireQualification): Certificate {
  return {
    ...toWorkerCertificate(wire),
    workerId: wire.operatorId,
    workerName: wire.operatorName ?? '',
    employmentState: codeOf(EMPLOYMENT_STATES, wire.operatorStatus ?? '', 'employment state'),
  };
}

export function toWorkerOverview(wire: WireWorkerStatistics): WorkerOverview {
  const overview = {
    workers: wire.total,
    employed: wire.employed,
    certificates: wire.certificates,
    expiringSoon: wire.expiringSoon,
    expired: wire.expired,
    byWorkItem: wire.byWorkType.map((row) => {
      const code = workItem(row.workType);
      return { code, label: workItemLabel(code), workers: row.operators, certificates: row.certificates };
    }),
  };
  return withDeprecatedNames(overview, DEPRECATED_OVERVIEW_NAMES);
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
    qualifications: body.certificates.map((certificate) => ({
      id: certificate.id ?? '',
      workType: certificate.workItem,
      certNo: certificate.certificateNo,
      issueOrg: certificate.issuingAuthority,
      issueDate: certificate.issueDate,
      validDate: certificate.validTo,
      reviewDate: certificate.reviewDate ?? '',
    })),
  };
}

/** The clean sort fields each list offers, with the platform's column words. */
export const WORKER_SORT_FIELDS = sortFieldsOf(['name', 'employmentState', 'gender', 'updatedAt']);
// `operatorCode` is the deprecated name of `workItem`; the wire sorts by that word.
export const CERTIFICATE_SORT_FIELDS = sortFieldsOf(['validTo', 'issueDate', 'workItem', 'certificateNo', 'workerName', 'operatorCode'], {
  workItem: 'operatorCode',
});

/** The list's query as checked: the deprecated `operatorCode` already read as `workItem`. */
export type WorkerQueryValue = z.output<typeof contract.workers.list.query>;
/** The export's one order: the data host writes the workers by name whatever the list's sort. */
export const WORKER_EXPORT_ORDER: SortFields = { name: { only: 'asc' } };

export type WorkerFilterValue = Omit<WorkerQueryValue, 'page' | 'pageSize' | 'sort'>;

/** `operator/list` (and export) filters. */
export function toWorkerFilters(query: WorkerFilterValue): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    workType: query.workItem,
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
    workType: query.workItem,
    validDateBegin: query.validToFrom,
    validDateEnd: query.validToTo,
  };
}
