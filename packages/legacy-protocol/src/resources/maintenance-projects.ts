import { z } from 'zod/v4';
import { ZWireFormDay, ZWireFormOptionalDay } from '../form';
import { ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';
import { SERVICE_APPLICATION_FORM_FIELDS, SERVICE_APPLICATION_MESSAGES, serviceApplicationForm, serviceApplicationWire } from './service-applications';

/**
 * Maintenance project applications (改造 / 修理 / 维保 告知). The unit's side is `epPemMaiprojApply`
 * (`listData`, `form` by `id` with equipment and history, `save` with `isCommit`, `del` of a draft);
 * the institute's side is `epPemMaipricApply` (`list` of submitted notices of every unit, `audit`
 * with `pass=1|0` + `opinion`). `result` + `errorMsg`, payload under `data`.
 */
export const MAINTENANCE_PROJECT_WIRE_PATHS = {
  list: '/a/stone/epPemMaiprojApply/listData',
  form: '/a/stone/epPemMaiprojApply/form',
  save: '/a/stone/epPemMaiprojApply/save',
  del: '/a/stone/epPemMaiprojApply/del',
  auditList: '/a/stone/epPemMaipricApply/list',
  audit: '/a/stone/epPemMaipricApply/audit',
} as const;

export const WIRE_MAINTENANCE_PROJECT_KINDS = ['改造', '修理', '维保'] as const;
export type WireMaintenanceProjectKind = (typeof WIRE_MAINTENANCE_PROJECT_KINDS)[number];

export const MAINTENANCE_PROJECT_MESSAGES = {
  ...SERVICE_APPLICATION_MESSAGES,
  notFound: '维保项目申请不存在或无权查看',
  notDeletable: '只有草稿状态的申请可以删除',
  forbidden: '无权审核维保项目申请',
  completionBeforeNotice: '计划竣工日期不能早于告知日期',
} as const;

export const {
  record: ZWireMaintenanceProject,
  detail: ZWireMaintenanceProjectDetail,
  form: ZWireMaintenanceProjectForm,
  query: ZWireMaintenanceProjectQuery,
} = serviceApplicationWire({
  record: {
    projType: ZWireText,
    constructUnit: ZWireOptionalText,
    licenceNo: ZWireOptionalText,
    noticeDate: ZWireOptionalDateTime,
    planFinishDate: ZWireOptionalDateTime,
  },
  detail: { content: ZWireOptionalText },
  form: {
    projType: z.enum(WIRE_MAINTENANCE_PROJECT_KINDS),
    ...SERVICE_APPLICATION_FORM_FIELDS,
    constructUnit: z.string().trim().min(1).max(100),
    licenceNo: z.string().trim().min(1).max(50),
    noticeDate: ZWireFormDay,
    planFinishDate: ZWireFormOptionalDay,
    content: z.string().trim().max(2000).default(''),
  },
  /**
   * Filters of `listData` / `list`: `noticeDateEnd` ends in `End`, so the date rule moves it a day on
   * for the platform's `<`; `noticeDateBegin` (capital D, no `End`) is left alone (`>=`).
   */
  query: {
    projType: z.enum(WIRE_MAINTENANCE_PROJECT_KINDS).optional(),
    noticeDateBegin: z.string().optional(),
    noticeDateEnd: z.string().optional(),
  },
});
export type WireMaintenanceProject = z.infer<typeof ZWireMaintenanceProject>;
export type WireMaintenanceProjectDetail = z.infer<typeof ZWireMaintenanceProjectDetail>;
export type WireMaintenanceProjectFormFields = z.output<typeof ZWireMaintenanceProjectForm>;

export const maintenanceProjectForm = (fields: WireMaintenanceProjectFormFields, id?: string): Record<string, string> => serviceApplicationForm(fields, id);
