import { findCategory, REVIEWED_SERVICE_KIND_CODES, type EquipmentView, type OperationMode } from '@portal/contract';

/**
 * Route paths that pages link to, in one place so that no page imports another feature for a
 * link. The route table (routes/table/) declares the same paths; the URLs are the product's.
 */

export const HOME_PATH = '/home';
/** 互动留言 (the user menu's 消息 and the header's bell): the role's threads with the institute. */
export const MESSAGE_PAGE_PATH = '/message_page';
export const LOGIN_PATH = '/login';

/** The equipment query views' pages, one per view of the contract. */
export const VIEW_PATHS: Record<EquipmentView, string> = {
  comprehensive: '/equipment/query-comprehensive',
  overdue: '/equipment/query-timeout',
  unqualified: '/equipment/query-fault',
  nonUse: '/equipment/query-non-use',
  aboutToExpire: '/equipment/query-about-expire',
  inspectionDue: '/equipment/query-detectDueList',
  inspectionOverdue: '/equipment/query-detectExtendedList',
  loadTest: '/equipment/query-payload-time',
  pressurePiping: '/equipment/query-pressure-piping',
};

export const PIPELINE_MAINTAIN_PATH = '/equipment/equip-pressure-pipeline-maintain';

/** `path` with `params` in its query, empty ones left out. */
export function withQuery(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A query view with filters already set, e.g. the comprehensive list of one category. */
export function viewPath(view: EquipmentView, filters: Record<string, string | undefined> = {}): string {
  return withQuery(VIEW_PATHS[view], filters);
}

/** The equipment file page of the category, e.g. /equipment/detail/elevator?id=… */
export function detailPath(categoryCode: string, id: string): string {
  const slug = findCategory(categoryCode)?.slug ?? 'boiler';
  return withQuery(`/equipment/detail/${slug}`, { id });
}

export function deviceFormPath(mode: OperationMode, id?: string, categoryCode?: string): string {
  return withQuery('/equipment/device-info-new', { mode, id, category: categoryCode });
}

export function pipelineFormPath(mode: OperationMode, id?: string): string {
  return withQuery('/equipment/pipeline-info-new', { mode, id });
}

// Use registrations.
export const USE_REGISTRATION_QUERY_PATH = '/use-record/query';
export const USE_REGISTRATION_APPLY_PATH = '/use-record/apply';

export function pathToUseRegistration(id: string): string {
  return `/use-record/detail?id=${encodeURIComponent(id)}`;
}

/** The apply page, for a new application or to continue a draft or returned one. */
export function pathToUseRegistrationApply(id?: string): string {
  return id ? `${USE_REGISTRATION_APPLY_PATH}?id=${encodeURIComponent(id)}` : USE_REGISTRATION_APPLY_PATH;
}

// Workers (作业人员).
export const WORKER_QUERY_PATH = '/worker/query';
export const WORKER_CERTIFICATE_PATH = '/worker/certificate';

/** One worker's detail (the hidden overview-detail page). */
export function pathToWorker(id: string): string {
  return `/worker/overview-detail?id=${encodeURIComponent(id)}`;
}

/** The certificate page filtered by an end-date range and a work item. */
export function pathToCertificates(filters: { validToFrom?: string; validToTo?: string; workItem?: string }): string {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  const query = params.toString();
  return query ? `${WORKER_CERTIFICATE_PATH}?${query}` : WORKER_CERTIFICATE_PATH;
}

// Notices.
export const NOTICE_LIST_PATH = '/notice';

export function noticeDetailPath(id: string): string {
  return `/notice/detail?id=${encodeURIComponent(id)}`;
}

// System settings.
export const SECURITY_AUDIT_PATH = '/system/audit';

// The inspection application forms, opened for chosen equipment ("申请检验"): periodic, or
// pipeline periodic for pressure piping (category 8000); the form pre-selects them.
export const PIPING_CATEGORY_CODE = '8000';

export function inspectionApplyPath(equipmentIds: readonly string[], categoryCode?: string): string {
  const form = categoryCode === PIPING_CATEGORY_CODE ? 'ping-DJ-apply' : 'online-apply-form';
  const ids = equipmentIds.map(encodeURIComponent).join(',');
  return `/company-service/${form}?equipmentIds=${ids}`;
}

// Lists of groups not built yet that the work desktop links to.
export const INSPECTION_QUERY_PATH = '/company-service/online-apply-query';
export const PAYMENT_PATH = '/company-service/online-apply-pay';
export const ACCOUNT_CHECK_PATH = '/account/check';
export const RESET_CHECK_PATH = '/account/reset-password-check-list';
export const RESET_QUERY_PATH = '/account/reset-password-query-list';

export function registrationDetailPath(id: string): string {
  return `/account/register-detail?id=${encodeURIComponent(id)}`;
}

export function processingDetailPath(id: string): string {
  return `/inspection-review/application-detail?id=${encodeURIComponent(id)}`;
}

export function reissueReviewPath(id: string): string {
  return `/inspection-review/reissue-detail?id=${encodeURIComponent(id)}`;
}

export function reissueDetailPath(id: string): string {
  return `/company-service/reissue-detail?id=${encodeURIComponent(id)}`;
}

export function resetDetailPath(id: string): string {
  return `/account/reset-password-detail?id=${encodeURIComponent(id)}`;
}

// Member accounts.
export const ACCOUNT_MANAGER_PATH = '/account/manager';

export function accountDetailPath(id: string): string {
  return `/account/account-detail?id=${encodeURIComponent(id)}`;
}

/** The add-account page, for one unit when `unitId` is given. */
export function addAccountPath(unitId?: string): string {
  return unitId ? `/account/add-account?unitId=${encodeURIComponent(unitId)}` : '/account/add-account';
}

/** The institute's applications waiting for its move (the desk's work list opens it). */
export const PROCESSING_AWAITING_PATH = '/inspection-review/applications?awaitingInstitute=true';
const withId = (path: string, id?: string) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);

// The printable circulation log of one record (流转日志), opened in a new window from its detail:
// every reviewed service kind has one, so their types come from the contract's list of kinds.
export const FLOW_LOG_TYPES = ['inspection-application', 'use-registration', ...REVIEWED_SERVICE_KIND_CODES] as const;
export type FlowLogType = (typeof FLOW_LOG_TYPES)[number];
export const flowLogPath = (type: FlowLogType, id: string) => `/flowLog-single?type=${type}&id=${encodeURIComponent(id)}`;

// The inspection detail pages (docs/inspection-applications.md, "Inspection detail pages").
export const checkOnlineDetailPath = (applicationId: string) => withId('/company-service/check-online/detail', applicationId);
export const checkRecordDetailPath = (equipmentId: string, recordId: string) =>
  withQuery('/company-service/check-record/detail', { equipmentId, recordId });
export const checkInstallDetailPath = (constructionRecordId: string) => withId('/company-service/check-install/detail', constructionRecordId);
export const setDetailPath = (applicationId: string, equipmentId: string) => withQuery('/company-service/set-detail', { applicationId, equipmentId });
/** A unit's profile; without an id the signed-in enterprise's own unit. */
export const unitDetailPath = (unitId?: string) => withId('/company-service/unit-detail', unitId);
export const inspectionApplicationDetailPath = (id: string) => withId('/company-service/online-apply-detail', id);
/** The supervision inspection form (监督检验), with the equipment file chosen when given. */
export const supervisionApplyPath = (equipmentId?: string | null) =>
  withQuery('/company-service/online-apply-form-JD', { equipmentIds: equipmentId ?? undefined });
