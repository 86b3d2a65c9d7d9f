import { z } from 'zod/v4';
import { ZWireFormOptionalDay } from '../form';
import { ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';
import { SERVICE_APPLICATION_FORM_FIELDS, SERVICE_APPLICATION_MESSAGES, serviceApplicationForm, serviceApplicationWire } from './service-applications';

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

export const TERMINATION_MESSAGES = {
  ...SERVICE_APPLICATION_MESSAGES,
  notFound: '停用报废注销申请不存在或无权查看',
  forbidden: '无权审核停用报废注销申请',
  stopFromRequired: '停用申请请填写停用开始日期',
  /** An equipment in an open inspection application: the platform names it and the application. */
  inOpenInspection: (registerCode: string, applicationNo: string) => `设备 ${registerCode} 正在报检流程中（申请 ${applicationNo}），不能申请停用、报废或注销`,
  inOpenTermination: (registerCode: string, applicationNo: string) => `设备 ${registerCode} 已有处理中的停用报废注销申请（${applicationNo}）`,
} as const;

export const {
  record: ZWireTermination,
  detail: ZWireTerminationDetail,
  form: ZWireTerminationForm,
  query: ZWireTerminationQuery,
} = serviceApplicationWire({
  record: {
    rlvType: ZWireText,
    reason: ZWireOptionalText,
    stopBeginDate: ZWireOptionalDateTime,
    stopEndDate: ZWireOptionalDateTime,
    handler: ZWireOptionalText,
    remark: ZWireOptionalText,
  },
  detail: {},
  form: {
    rlvType: z.enum(WIRE_TERMINATION_TYPES),
    ...SERVICE_APPLICATION_FORM_FIELDS,
    reason: z.string().trim().min(1).max(500),
    stopBeginDate: ZWireFormOptionalDay,
    stopEndDate: ZWireFormOptionalDay,
    handler: z.string().trim().min(1).max(50),
    remark: z.string().trim().max(500).default(''),
  },
  /** Filters of `listData` and `auditList` (the latter also `unitName`). */
  query: { rlvType: z.enum(WIRE_TERMINATION_TYPES).optional() },
});
export type WireTermination = z.infer<typeof ZWireTermination>;
export type WireTerminationDetail = z.infer<typeof ZWireTerminationDetail>;
export type WireTerminationFormFields = z.output<typeof ZWireTerminationForm>;

export const terminationForm = (fields: WireTerminationFormFields, id?: string): Record<string, string> => serviceApplicationForm(fields, id);
