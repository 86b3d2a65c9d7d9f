import { z } from 'zod/v4';
import { wireFormText, ZWireFormOptionalDay } from '../form';
import { wirePath } from '../paths';
import { ZWireDashboardStatistics } from './dashboard';
import { wireJsonText, wireRecord, ZWireDateTime, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

export const UNIT_WIRE_PATHS = {
  unit: '/a/stone/user/unit',
  /** `unit/detail/{id}`: any unit with its equipment counts, for roles holding `inspection:review`. */
  detail: '/a/stone/unit/detail',
} as const;

export function unitDetailPath(id: string): string {
  return wirePath(UNIT_WIRE_PATHS.detail, id);
}

/**
 * The user's unit (使用单位) as `GET /a/stone/user/unit` answers it. Only `orgname` is certain: the
 * answer is the institute's view of the unit, not a JeeSite entity, so another platform may leave
 * out the id and spell the rest in its own case (`areacode`).
 */
export const ZWireUnit = wireRecord({
  id: ZWireOptionalText,
  orgname: ZWireText,
  uscc: ZWireOptionalText,
  areaCode: ZWireOptionalText,
  regAddress: ZWireOptionalText,
  businessAddress: ZWireOptionalText,
  legalPerson: ZWireOptionalText,
  contactPerson: ZWireOptionalText,
  contactPhone: ZWireOptionalText,
  postcode: ZWireOptionalText,
  fixedAssets: ZWireOptionalText,
  foundDate: ZWireOptionalDateTime,
  regAuthority: ZWireOptionalText,
  email: ZWireOptionalText,
});
export type WireUnit = z.infer<typeof ZWireUnit>;

/** `unit/detail/{id}`: the unit as `user/unit` writes it, and its files counted as `index/eqmStatistics` counts them. */
export const ZWireUnitDetail = wireRecord({
  unit: ZWireUnit,
  statistics: ZWireDashboardStatistics,
});
export type WireUnitDetail = z.infer<typeof ZWireUnitDetail>;

/**
 * The unit module's maintenance calls (`unit` on the wire, answering `result` + `errorMsg` with the
 * payload under `data`): `save` writes the fields the enterprise keeps itself at once; `changeUnit`
 * files changes of registered fields for the institute's review; `findChangeUnit` pages the change
 * records of the unit.
 */
export const UNIT_CHANGE_WIRE_PATHS = {
  save: '/a/stone/unit/save',
  changeUnit: '/a/stone/unit/changeUnit',
  findChangeUnit: '/a/stone/unit/findChangeUnit',
  /** The institute's side: every unit's change records (`status`), and the decision on one. */
  changeAuditList: '/a/stone/unit/changeAuditList',
  changeAudit: '/a/stone/unit/changeAudit',
} as const;

/** Registered fields a change application may name, in the platform's field names. */
export const WIRE_UNIT_CHANGE_FIELDS = ['orgname', 'uscc', 'legalPerson', 'regAddress'] as const;
export type WireUnitChangeField = (typeof WIRE_UNIT_CHANGE_FIELDS)[number];

/** Review states of a change record, in the platform's words (as the contract's review labels). */
export const WIRE_UNIT_CHANGE_STATES = ['草稿', '已提交', '已通过', '退回'] as const;
export type WireUnitChangeState = (typeof WIRE_UNIT_CHANGE_STATES)[number];

export const UNIT_MESSAGES = {
  noUnit: '当前账号未关联使用单位',
  unchanged: '变更后的值与当前值相同',
  pending: '该字段已有待审核的变更申请',
  forbidden: '无权审核企业信息变更',
  /** `unit/detail`: a role without `inspection:review`, and an id that names no unit. */
  detailForbidden: '无权查看其他单位信息',
  unitNotFound: '单位不存在',
  changeNotFound: '变更记录不存在',
  decided: '该变更已审核，不能重复审核',
  opinionRequired: '退回时请填写审核意见',
  creditCodeTaken: '该统一社会信用代码已被其他单位使用',
} as const;

/** `unit/save`: the directly maintained fields (the registered ones change through `changeUnit`). */
export const ZWireUnitSaveForm = z.object({
  areaCode: z.string().regex(/^\d{6}$/),
  businessAddress: wireFormText(200),
  contactPerson: z.string().trim().min(1).max(50),
  contactPhone: z.string().trim().min(1).max(20),
  postcode: z.union([z.literal(''), z.string().regex(/^[1-9]\d{5}$/)]).default(''),
  fixedAssets: wireFormText(20),
  foundDate: ZWireFormOptionalDay,
  regAuthority: wireFormText(100),
  email: wireFormText(100),
});
export type WireUnitSaveFields = z.output<typeof ZWireUnitSaveForm>;

/** `unit/changeUnit`: the changed fields as a JSON array `[{field, newValue}]`, a reason, attachments. */
export const ZWireUnitChangeForm = z.object({
  changes: wireJsonText(
    z
      .array(z.object({ field: z.enum(WIRE_UNIT_CHANGE_FIELDS), newValue: z.string().trim().min(1).max(200) }))
      .min(1)
      .max(WIRE_UNIT_CHANGE_FIELDS.length),
  ),
  reason: z.string().trim().min(1).max(500),
  attachmentIds: ZWireIdList,
});
export type WireUnitChangeFields = z.output<typeof ZWireUnitChangeForm>;

/** One change record of `findChangeUnit` (and of `changeUnit`'s answer). */
export const ZWireUnitChange = wireRecord({
  id: ZWireText,
  field: ZWireText,
  fieldName: ZWireOptionalText,
  oldValue: ZWireOptionalText,
  newValue: ZWireOptionalText,
  reason: ZWireOptionalText,
  applyDate: ZWireDateTime,
  status: ZWireText,
  opinion: ZWireOptionalText,
  applicantName: ZWireOptionalText,
  unitId: ZWireOptionalText,
  unitName: ZWireOptionalText,
});
export type WireUnitChange = z.infer<typeof ZWireUnitChange>;

/** `unit/changeAudit`: the record, `pass` 1 approves (and applies the new value), 0 returns it. */
export const ZWireUnitChangeAuditForm = z.object({
  id: z.string().trim().min(1).max(64),
  pass: z.enum(['1', '0']),
  opinion: z.string().trim().max(500).default(''),
});
export type WireUnitChangeAuditFields = z.output<typeof ZWireUnitChangeAuditForm>;

/** Filters of `findChangeUnit`; `applyDateEnd` is moved a day by the date rule (`<`). */
export const ZWireUnitChangeQuery = z.object({
  status: z.enum(WIRE_UNIT_CHANGE_STATES).optional(),
  applyBegin: z.string().optional(),
  applyDateEnd: z.string().optional(),
});

/** The save form as strings, ready for `encodeForm`. */
export function unitSaveForm(fields: WireUnitSaveFields): Record<string, string> {
  return { ...fields };
}

/** The change form as strings: the changes as one JSON array field. */
export function unitChangeForm(fields: WireUnitChangeFields): Record<string, string> {
  return { changes: JSON.stringify(fields.changes), reason: fields.reason, attachmentIds: fields.attachmentIds.join(',') };
}
