import { z } from 'zod/v4';
import { wireRecord, ZWireDateTime, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Termination applications (停用 / 报废 / 注销, `pemEqmRlvBasic`): `result` + `errorMsg`, payload
 * under `data`. The unit pages (`listData`), reads (`form` by `id`, with its equipment and state
 * history) and saves (`save`, `isCommit=true` submits) its applications; the institute lists the
 * submitted ones of every unit (`auditList`) and decides (`audit`, `pass=1|0` + `opinion`).
 */
export const TERMINATION_WIRE_PATHS = {
  list: '/a/stone/pemEqmRlvBasic/listData',
  form: '/a/stone/pemEqmRlvBasic/form',
  save: '/a/stone/pemEqmRlvBasic/save',
  auditList: '/a/stone/pemEqmRlvBasic/auditList',
  audit: '/a/stone/pemEqmRlvBasic/audit',
} as const;

export const WIRE_TERMINATION_TYPES = ['停用', '报废', '注销'] as const;
export type WireTerminationType = (typeof WIRE_TERMINATION_TYPES)[number];

/** The review cycle of the unit's service applications (terminations, maintenance projects). */
export const WIRE_SERVICE_REVIEW_STATES = ['草稿', '已提交', '已通过', '已退回'] as const;
export type WireServiceReviewState = (typeof WIRE_SERVICE_REVIEW_STATES)[number];
export const WIRE_EDITABLE_SERVICE_REVIEW_STATES: readonly WireServiceReviewState[] = ['草稿', '已退回'];

export const TERMINATION_MESSAGES = {
  notFound: '停用报废注销申请不存在或无权查看',
  notEditable: '只有草稿或已退回的申请可以修改',
  notSubmitted: '只有已提交的申请可以审核',
  forbidden: '无权审核停用报废注销申请',
  equipmentForeign: '所选设备不存在或不属于本单位',
  stopFromRequired: '停用申请请填写停用开始日期',
  opinionRequired: '退回时请填写审核意见',
  /** An equipment in an open inspection application: the platform names it and the application. */
  inOpenInspection: (registerCode: string, applicationNo: string) => `设备 ${registerCode} 正在报检流程中（申请 ${applicationNo}），不能申请停用、报废或注销`,
  inOpenTermination: (registerCode: string, applicationNo: string) => `设备 ${registerCode} 已有处理中的停用报废注销申请（${applicationNo}）`,
} as const;

export const ZWireServiceEquipment = wireRecord({
  equipmentId: ZWireText,
  registCode: ZWireOptionalText,
  equName: ZWireOptionalText,
});

export const ZWireServiceHistory = wireRecord({
  status: ZWireText,
  operateDate: ZWireDateTime,
  operatorName: ZWireOptionalText,
  remark: ZWireOptionalText,
});
export type WireServiceHistory = z.infer<typeof ZWireServiceHistory>;

const TERMINATION_FIELDS = {
  id: ZWireText,
  applyNo: ZWireText,
  rlvType: ZWireText,
  unitName: ZWireOptionalText,
  equipments: z.array(ZWireServiceEquipment).nullish().transform((rows) => rows ?? []),
  reason: ZWireOptionalText,
  stopBeginDate: ZWireOptionalDateTime,
  stopEndDate: ZWireOptionalDateTime,
  handler: ZWireOptionalText,
  remark: ZWireOptionalText,
  status: ZWireText,
  submitDate: ZWireOptionalDateTime,
  opinion: ZWireOptionalText,
};

export const ZWireTermination = wireRecord(TERMINATION_FIELDS);
export type WireTermination = z.infer<typeof ZWireTermination>;

export const ZWireTerminationDetail = wireRecord({
  ...TERMINATION_FIELDS,
  history: z.array(ZWireServiceHistory).nullish().transform((rows) => rows ?? []),
  attachmentIds: ZWireIdList,
});
export type WireTerminationDetail = z.infer<typeof ZWireTerminationDetail>;

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = z.union([z.literal(''), z.string().regex(WIRE_DAY)]).default('');

export const ZWireTerminationForm = z.object({
  rlvType: z.enum(WIRE_TERMINATION_TYPES),
  equipmentIds: ZWireIdList.pipe(z.array(z.string().max(64)).min(1).max(200)),
  reason: z.string().trim().min(1).max(500),
  stopBeginDate: optionalDay,
  stopEndDate: optionalDay,
  handler: z.string().trim().min(1).max(50),
  remark: z.string().trim().max(500).default(''),
  attachmentIds: ZWireIdList,
  isCommit: z.enum(['true', 'false']).default('false').transform((flag) => flag === 'true'),
});
export type WireTerminationFormFields = z.output<typeof ZWireTerminationForm>;

export function terminationForm(fields: WireTerminationFormFields, id?: string): Record<string, string> {
  const { equipmentIds, attachmentIds, isCommit, ...text } = fields;
  return {
    ...(id === undefined ? {} : { id }),
    ...text,
    equipmentIds: equipmentIds.join(','),
    attachmentIds: attachmentIds.join(','),
    isCommit: String(isCommit),
  };
}

/** Filters of `listData` and `auditList` (the latter also `unitName`). */
export const ZWireTerminationQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  rlvType: z.enum(WIRE_TERMINATION_TYPES).optional(),
  status: z.enum(WIRE_SERVICE_REVIEW_STATES).optional(),
});

/** The institute's decision: `pass=1` approves, `pass=0` returns with a required `opinion`. */
export const ZWireServiceAuditForm = z.object({
  id: z.string().trim().min(1).max(64),
  pass: z.enum(['0', '1']),
  opinion: z.string().trim().max(500).default(''),
});
