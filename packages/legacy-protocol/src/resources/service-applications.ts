import { z } from 'zod/v4';
import { wireList, wireRecord, type WireStateHistory, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireStateHistory, ZWireText } from '../wire-values';

/**
 * What the unit's service kinds share on the wire. The reviewed applications (terminations
 * `pemEqmRlvBasic`, maintenance projects `epPemMaiprojApply`): the unit saves a draft or submits it
 * (`isCommit`), the institute approves (`pass=1`) or returns it with an opinion (`pass=0`); each
 * answer names its equipment, and `form` adds the state history and the attached files. The
 * registrations (rescues, faults) come after them below.
 */

/** The review cycle of the unit's service applications (terminations, maintenance projects). */
export const WIRE_SERVICE_REVIEW_STATES = ['草稿', '已提交', '已通过', '已退回'] as const;
export type WireServiceReviewState = (typeof WIRE_SERVICE_REVIEW_STATES)[number];
export const WIRE_EDITABLE_SERVICE_REVIEW_STATES: readonly WireServiceReviewState[] = ['草稿', '已退回'];

/** Refusals every service application speaks the same way; each kind adds its own. */
export const SERVICE_APPLICATION_MESSAGES = {
  notEditable: '只有草稿或已退回的申请可以修改',
  notSubmitted: '只有已提交的申请可以审核',
  equipmentForeign: '所选设备不存在或不属于本单位',
  opinionRequired: '退回时请填写审核意见',
} as const;

export const ZWireServiceEquipment = wireRecord({
  equipmentId: ZWireText,
  registCode: ZWireOptionalText,
  equName: ZWireOptionalText,
});

export type WireServiceHistory = WireStateHistory;

/** The fields of every application record; the kind spreads its own beside them. */
export const SERVICE_APPLICATION_FIELDS = {
  id: ZWireText,
  applyNo: ZWireText,
  unitName: ZWireOptionalText,
  equipments: wireList(ZWireServiceEquipment),
  status: ZWireText,
  submitDate: ZWireOptionalDateTime,
  opinion: ZWireOptionalText,
};

/** What `form` adds to a record: the state history and the attached files. */
export const SERVICE_APPLICATION_DETAIL_FIELDS = {
  history: wireList(ZWireStateHistory),
  attachmentIds: ZWireIdList,
};

/** The form fields of `save` every kind has: the equipment, the files, and whether it submits. */
export const SERVICE_APPLICATION_FORM_FIELDS = {
  equipmentIds: ZWireIdList.pipe(z.array(z.string().max(64)).min(1).max(200)),
  attachmentIds: ZWireIdList,
  isCommit: z.enum(['true', 'false']).default('false').transform((flag) => flag === 'true'),
};

/** A `save` form as strings for `encodeForm` (`id` for an edit): id lists comma-joined, flags as `true` / `false`. */
export function serviceApplicationForm(fields: Readonly<Record<string, string | boolean | readonly string[]>>, id?: string): Record<string, string> {
  const encoded = Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : value.join(',')]);
  return { ...(id === undefined ? {} : { id }), ...Object.fromEntries(encoded) };
}

/** Filters of `listData` and the institute's list every kind has. */
export const SERVICE_APPLICATION_QUERY_FIELDS = {
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(WIRE_SERVICE_REVIEW_STATES).optional(),
};

/**
 * The schemas of one reviewed kind from the fields it adds: the record (`listData`), the detail
 * (`form`: the record, what only the detail carries, then the history and files) and the filters.
 * The `save` form is the kind's whole shape, the shared form fields placed by the kind, since the
 * platform reports a form's first invalid field in that order.
 */
export function serviceApplicationWire<R extends z.ZodRawShape, D extends z.ZodRawShape, F extends z.ZodRawShape, Q extends z.ZodRawShape>(own: {
  record: R;
  detail: D;
  form: F;
  query: Q;
}) {
  const record = { ...SERVICE_APPLICATION_FIELDS, ...own.record };
  return {
    record: wireRecord(record),
    detail: wireRecord({ ...record, ...own.detail, ...SERVICE_APPLICATION_DETAIL_FIELDS }),
    form: z.object(own.form),
    query: z.object({ ...SERVICE_APPLICATION_QUERY_FIELDS, ...own.query }),
  };
}

/** The institute's decision: `pass=1` approves, `pass=0` returns with a required `opinion`. */
export const ZWireServiceAuditForm = z.object({
  id: z.string().trim().min(1).max(64),
  pass: z.enum(['0', '1']),
  opinion: z.string().trim().max(500).default(''),
});

/**
 * The unit's own registrations (rescues `eleRcsMain`, faults `eleFaultMain`): never reviewed; each
 * names one of the unit's elevators by its registration code, with a fault cause class and files.
 */
export const WIRE_FAULT_CAUSES = ['设备故障', '停电', '使用不当', '外部原因', '其他'] as const;
export type WireFaultCause = (typeof WIRE_FAULT_CAUSES)[number];

/** The calls every registration module answers under its name: `listData`, `form` by `id`, `save`. */
export function serviceRegistrationWirePaths<M extends string>(module: M) {
  return { list: `/a/stone/${module}/listData`, form: `/a/stone/${module}/form`, save: `/a/stone/${module}/save` } as const;
}

/** The data host's workbook of a registration module's list (same filters as `listData`). */
export function serviceRegistrationDataPaths<M extends string>(module: M) {
  return { export: `/api/data/${module}/export` } as const;
}

export const SERVICE_REGISTRATION_MESSAGES = {
  notElevator: '注册代码不是本单位在册的电梯',
} as const;

/** The fields of every registration record; the kind spreads its own beside them. */
export const SERVICE_REGISTRATION_FIELDS = {
  id: ZWireText,
  equipmentId: ZWireOptionalText,
  registCode: ZWireText,
  equName: ZWireOptionalText,
  faultDesc: ZWireOptionalText,
  faultReason: ZWireOptionalText,
  attachmentIds: ZWireIdList,
  createDate: ZWireOptionalDateTime,
  updateDate: ZWireOptionalDateTime,
};

/** The form fields of `save` every registration has. */
export const SERVICE_REGISTRATION_FORM_FIELDS = {
  registCode: z.string().trim().regex(/^\d{20}$/),
  faultDesc: z.string().trim().min(1).max(1000),
  faultReason: z.union([z.literal(''), z.enum(WIRE_FAULT_CAUSES)]).default(''),
  attachmentIds: ZWireIdList,
};

/** Filters of `listData` and the export every registration has. */
export const SERVICE_REGISTRATION_QUERY_FIELDS = {
  keyword: z.string().trim().max(100).optional(),
  registCode: z.string().trim().max(20).optional(),
};

/** A registration module's paths under its name, and its record, `save` form and filters: the shared fields first, then the kind's. */
export function serviceRegistrationWire<M extends string, R extends z.ZodRawShape, F extends z.ZodRawShape, Q extends z.ZodRawShape>(
  module: M,
  own: { record: R; form: F; query: Q },
) {
  return {
    wirePaths: serviceRegistrationWirePaths(module),
    dataPaths: serviceRegistrationDataPaths(module),
    record: wireRecord({ ...SERVICE_REGISTRATION_FIELDS, ...own.record }),
    form: z.object({ ...SERVICE_REGISTRATION_FORM_FIELDS, ...own.form }),
    query: z.object({ ...SERVICE_REGISTRATION_QUERY_FIELDS, ...own.query }),
  };
}
