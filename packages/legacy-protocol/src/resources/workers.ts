import { z } from 'zod/v4';
import { wireFormText, ZWireFormDay, ZWireFormOptionalDay } from '../form';
import { wireJsonText, wireList, wireRecord, ZWireCount, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * The operator module (作业人员, `operator` on the wire): the unit's operators with their
 * qualifications (certificates of TSG Z6001-2019). Answers `result` + `errorMsg` with the payload
 * under `data`, like the other `/a/stone/*` modules. `statistics` and the data host's export are
 * this project's additions; the spec names only list, get, add, update, del and qualifications.
 */
export const WORKER_WIRE_PATHS = {
  list: '/a/stone/operator/list',
  get: '/a/stone/operator/get',
  add: '/a/stone/operator/add',
  update: '/a/stone/operator/update',
  del: '/a/stone/operator/del',
  qualifications: '/a/stone/operator/qualifications',
  statistics: '/a/stone/operator/statistics',
} as const;

/** The operator list as a workbook, on the data host (same filters as `operator/list`). */
export const WORKER_DATA_PATHS = {
  export: '/api/data/operator/export',
} as const;

/** The platform keeps sex and employment state as the Chinese words its pages show. */
export const WIRE_WORKER_SEXES = ['男', '女'] as const;
export type WireWorkerSex = (typeof WIRE_WORKER_SEXES)[number];
export const WIRE_WORKER_STATES = ['在聘', '解聘'] as const;
export type WireWorkerState = (typeof WIRE_WORKER_STATES)[number];

/** The regulation's 作业项目 codes (TSG Z6001-2019), stored as they are written. */
export const WIRE_WORK_TYPE = /^(A|G[1-3]|R[12]|P|T|Q[12]|N[12]|Y[12]|S[12])$/;

export const WORKER_MESSAGES = {
  notFound: '作业人员不存在或无权查看',
  duplicateIdCard: '本单位已有该身份证号码的作业人员',
  duplicateCertificate: '证书编号重复',
} as const;

/** One qualification (作业人员证) as the platform writes it; `operatorName`/`operatorStatus` in the certificate list. */
export const ZWireQualification = wireRecord({
  id: ZWireText,
  operatorId: ZWireText,
  workType: ZWireText,
  workTypeName: ZWireOptionalText,
  certNo: ZWireOptionalText,
  issueOrg: ZWireOptionalText,
  issueDate: ZWireOptionalDateTime,
  validDate: ZWireOptionalDateTime,
  reviewDate: ZWireOptionalDateTime,
  operatorName: ZWireOptionalText,
  operatorStatus: ZWireOptionalText,
});
export type WireQualification = z.infer<typeof ZWireQualification>;

const WORKER_FIELDS = {
  id: ZWireText,
  name: ZWireText,
  sex: ZWireOptionalText,
  identityCard: ZWireOptionalText,
  mobile: ZWireOptionalText,
  status: ZWireText,
  /** Comma-separated 作业项目 codes of the operator's certificates. */
  workTypes: ZWireIdList,
  nearestValidDate: ZWireOptionalDateTime,
  remark: ZWireOptionalText,
  updateDate: ZWireOptionalDateTime,
};

/** One row of `operator/list`. The platform sends the full numbers; masking is the gateway's. */
export const ZWireWorker = wireRecord(WORKER_FIELDS);
export type WireWorker = z.infer<typeof ZWireWorker>;

/** `operator/get`: the operator with qualifications and attachment ids. */
export const ZWireWorkerDetail = wireRecord({
  ...WORKER_FIELDS,
  qualifications: wireList(ZWireQualification),
  attachmentIds: ZWireIdList,
});
export type WireWorkerDetail = z.infer<typeof ZWireWorkerDetail>;

/** `operator/statistics`: totals, certificates by work type, and those expiring within `warningDays`. */
export const ZWireWorkerStatistics = wireRecord({
  total: ZWireCount,
  employed: ZWireCount,
  certificates: ZWireCount,
  expiringSoon: ZWireCount,
  expired: ZWireCount,
  byWorkType: z.array(wireRecord({ workType: ZWireText, operators: ZWireCount, certificates: ZWireCount })),
});
export type WireWorkerStatistics = z.infer<typeof ZWireWorkerStatistics>;

/** One qualification inside the form's `qualifications` JSON; `id` names one to keep. */
export const ZWireQualificationForm = z.object({
  id: wireFormText(64),
  workType: z.string().regex(WIRE_WORK_TYPE),
  certNo: z.string().trim().min(1).max(50),
  issueOrg: z.string().trim().min(1).max(100),
  issueDate: ZWireFormDay,
  validDate: ZWireFormDay,
  reviewDate: ZWireFormOptionalDay,
});
export type WireQualificationFormFields = z.output<typeof ZWireQualificationForm>;

/**
 * The form of `operator/add` and `operator/update` (`id` too for update). The qualifications travel
 * as one JSON array field, this project's choice where JeeSite would spell `list[0].field`; update
 * replaces the whole set (qualifications left out are removed).
 */
export const ZWireWorkerForm = z.object({
  name: z.string().trim().min(1).max(50),
  sex: z.enum(WIRE_WORKER_SEXES),
  identityCard: z.string().trim().regex(/^\d{17}[\dX]$/),
  mobile: z.union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$/)]).default(''),
  status: z.enum(WIRE_WORKER_STATES),
  remark: z.string().max(500).default(''),
  attachmentIds: ZWireIdList,
  qualifications: wireJsonText(z.array(ZWireQualificationForm).max(30)).prefault('[]'),
});
export type WireWorkerFormFields = z.output<typeof ZWireWorkerForm>;

/** The form fields as strings, ready for `encodeForm`. */
export function workerForm(fields: WireWorkerFormFields, id?: string): Record<string, string> {
  const { attachmentIds, qualifications, ...text } = fields;
  return {
    ...(id === undefined ? {} : { id }),
    ...text,
    attachmentIds: attachmentIds.join(','),
    qualifications: JSON.stringify(qualifications),
  };
}

/** Filters of `operator/list` (and of the export), besides the paging of `toWirePaging`. */
export const ZWireWorkerQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  workType: z.string().regex(WIRE_WORK_TYPE).optional(),
  status: z.enum(WIRE_WORKER_STATES).optional(),
});

/**
 * Filters of `operator/qualifications`. `validDateEnd` ends in `End`, so the gateway's date rule
 * adds a day and the platform compares `valid_date < validDateEnd`; `validDateBegin` contains
 * `Date` with a capital D and is left alone (`>=`).
 */
export const ZWireQualificationQuery = z.object({
  operatorId: z.string().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  workType: z.string().regex(WIRE_WORK_TYPE).optional(),
  validDateBegin: z.string().optional(),
  validDateEnd: z.string().optional(),
});
