import { z } from 'zod/v4';
import { wireRecord, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';
import { WIRE_SERVICE_REVIEW_STATES, ZWireServiceEquipment, ZWireServiceHistory } from './terminations';

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
  notFound: '维保项目申请不存在或无权查看',
  notEditable: '只有草稿或已退回的申请可以修改',
  notDeletable: '只有草稿状态的申请可以删除',
  notSubmitted: '只有已提交的申请可以审核',
  forbidden: '无权审核维保项目申请',
  equipmentForeign: '所选设备不存在或不属于本单位',
  opinionRequired: '退回时请填写审核意见',
  completionBeforeNotice: '计划竣工日期不能早于告知日期',
} as const;

const MAINTENANCE_PROJECT_FIELDS = {
  id: ZWireText,
  applyNo: ZWireText,
  projType: ZWireText,
  unitName: ZWireOptionalText,
  equipments: z.array(ZWireServiceEquipment).nullish().transform((rows) => rows ?? []),
  constructUnit: ZWireOptionalText,
  licenceNo: ZWireOptionalText,
  noticeDate: ZWireOptionalDateTime,
  planFinishDate: ZWireOptionalDateTime,
  status: ZWireText,
  submitDate: ZWireOptionalDateTime,
  opinion: ZWireOptionalText,
};

export const ZWireMaintenanceProject = wireRecord(MAINTENANCE_PROJECT_FIELDS);
export type WireMaintenanceProject = z.infer<typeof ZWireMaintenanceProject>;

export const ZWireMaintenanceProjectDetail = wireRecord({
  ...MAINTENANCE_PROJECT_FIELDS,
  content: ZWireOptionalText,
  history: z.array(ZWireServiceHistory).nullish().transform((rows) => rows ?? []),
  attachmentIds: ZWireIdList,
});
export type WireMaintenanceProjectDetail = z.infer<typeof ZWireMaintenanceProjectDetail>;

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const ZWireMaintenanceProjectForm = z.object({
  projType: z.enum(WIRE_MAINTENANCE_PROJECT_KINDS),
  equipmentIds: ZWireIdList.pipe(z.array(z.string().max(64)).min(1).max(200)),
  constructUnit: z.string().trim().min(1).max(100),
  licenceNo: z.string().trim().min(1).max(50),
  noticeDate: z.string().regex(WIRE_DAY),
  planFinishDate: z.union([z.literal(''), z.string().regex(WIRE_DAY)]).default(''),
  content: z.string().trim().max(2000).default(''),
  attachmentIds: ZWireIdList,
  isCommit: z.enum(['true', 'false']).default('false').transform((flag) => flag === 'true'),
});
export type WireMaintenanceProjectFormFields = z.output<typeof ZWireMaintenanceProjectForm>;

export function maintenanceProjectForm(fields: WireMaintenanceProjectFormFields, id?: string): Record<string, string> {
  const { equipmentIds, attachmentIds, isCommit, ...text } = fields;
  return {
    ...(id === undefined ? {} : { id }),
    ...text,
    equipmentIds: equipmentIds.join(','),
    attachmentIds: attachmentIds.join(','),
    isCommit: String(isCommit),
  };
}

/**
 * Filters of `listData` / `list`: `noticeDateEnd` ends in `End`, so the date rule moves it a day on
 * for the platform's `<`; `noticeDateBegin` (capital D, no `End`) is left alone (`>=`).
 */
export const ZWireMaintenanceProjectQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  projType: z.enum(WIRE_MAINTENANCE_PROJECT_KINDS).optional(),
  status: z.enum(WIRE_SERVICE_REVIEW_STATES).optional(),
  noticeDateBegin: z.string().optional(),
  noticeDateEnd: z.string().optional(),
});
