import {
  MAINTENANCE_PROJECT_MESSAGES,
  MAINTENANCE_PROJECT_WIRE_PATHS,
  SERVICE_KIND_WIRE_MODULES,
  ZWireMaintenanceProjectQuery,
  type WireMaintenanceProjectFormFields,
  type WireMaintenanceProjectKind,
  type WireServiceReviewState,
} from '@portal/legacy-protocol';
import { eq, gte, lt } from 'drizzle-orm';
import { columnsOfForm, wireFieldsOf } from '../../http/wire-columns';
import { maintenanceProjectHistory, maintenanceProjectItems, maintenanceProjects } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';
import { dateParam, QUERY_INVALID } from '../../http/query-params';
import type { ServiceApplicationKind } from '../../service-applications/kind';
import { readMaintenanceProjectForm } from './form';

/** `noticeBefore` exclusive: the client has added the day of the date rule. */
type MaintenanceProjectFilters = {
  keyword?: string;
  kind?: WireMaintenanceProjectKind;
  state?: WireServiceReviewState;
  noticeFrom?: string;
  noticeBefore?: string;
};

function readFilters(params: WireParams): Checked<MaintenanceProjectFilters> {
  const parsed = ZWireMaintenanceProjectQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const from = dateParam(params, 'noticeDateBegin');
  if (!from.ok) return from;
  // The end arrives a day on (the date rule), an exclusive bound; a date-time is cut to its day.
  const before = dateParam({ noticeDateEnd: params.noticeDateEnd?.slice(0, 10) ?? '' }, 'noticeDateEnd');
  if (!before.ok) return before;
  const { keyword, projType, status } = parsed.data;
  return passed({
    ...(keyword ? { keyword } : {}),
    ...(projType ? { kind: projType } : {}),
    ...(status ? { state: status } : {}),
    ...(from.value ? { noticeFrom: from.value } : {}),
    ...(before.value ? { noticeBefore: before.value } : {}),
  });
}

/** The notice's own wire fields and the columns that hold them; `content` only the detail carries. */
const MAINTENANCE_PROJECT_WIRE_COLUMNS = {
  projType: 'kind',
  constructUnit: 'constructionUnit',
  licenceNo: 'licenseNo',
  noticeDate: 'noticeDate',
  planFinishDate: 'plannedCompletionDate',
} as const;
const MAINTENANCE_PROJECT_DETAIL_COLUMNS = { content: 'content' } as const;

/** `epPemMaiprojApply` (the unit's side) and `epPemMaipricApply` (the institute's): 改造 / 修理 / 维保 告知. */
export const MAINTENANCE_PROJECT_KIND: ServiceApplicationKind<typeof maintenanceProjects, WireMaintenanceProjectFormFields, MaintenanceProjectFilters> = {
  table: maintenanceProjects,
  items: maintenanceProjectItems,
  history: maintenanceProjectHistory,
  bizType: SERVICE_KIND_WIRE_MODULES['maintenance-project'],
  numberPrefix: 'WBXM',
  paths: MAINTENANCE_PROJECT_WIRE_PATHS,
  messages: MAINTENANCE_PROJECT_MESSAGES,
  sortable: {
    apply_no: maintenanceProjects.applicationNo,
    notice_date: maintenanceProjects.noticeDate,
    submit_date: maintenanceProjects.submittedAt,
    update_date: maintenanceProjects.updatedAt,
    proj_type: maintenanceProjects.kind,
    status: maintenanceProjects.state,
  },
  readForm: readMaintenanceProjectForm,
  readFilters,
  filterConditions: (filters) => [
    ...(filters.kind ? [eq(maintenanceProjects.kind, filters.kind)] : []),
    ...(filters.noticeFrom ? [gte(maintenanceProjects.noticeDate, filters.noticeFrom)] : []),
    ...(filters.noticeBefore ? [lt(maintenanceProjects.noticeDate, filters.noticeBefore)] : []),
  ],
  keywordColumns: [maintenanceProjects.constructionUnit],
  columnsOf: (fields) => columnsOfForm(fields, { ...MAINTENANCE_PROJECT_WIRE_COLUMNS, ...MAINTENANCE_PROJECT_DETAIL_COLUMNS }, ['planFinishDate']),
  answer: (row) => wireFieldsOf(row, MAINTENANCE_PROJECT_WIRE_COLUMNS),
  detail: (row) => wireFieldsOf(row, MAINTENANCE_PROJECT_DETAIL_COLUMNS),
  submitRemark: '提交告知',
  decisionNotice: (row, decision) => `您的${row.kind}告知 ${row.applicationNo} ${decision.pass ? '已审核通过' : `已退回：${decision.opinion}`}`,
};
