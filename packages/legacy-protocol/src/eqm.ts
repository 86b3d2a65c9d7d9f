import { z } from 'zod';
import { ZOptionalNumber, ZOptionalText, ZParams, ZText } from './eqm-values';

export * from './eqm-bcw-basic';
export * from './eqm-pipeline';

/**
 * The wire of the equipment groups: `/a/stone/eqm/*` (equipment files, query views, changes, pipeline
 * self-maintenance), `/a/stone/eqmBcwBasic/*` (construction records), the equipment statistics of
 * `/a/stone/index/*`, and the data host's Excel export. Answers use `result: "true"|"false"` with
 * `errorMsg`, the payload under `data`.
 *
 * Values are the platform's: category and sub-type codes (`equCategory` 3000, `equType` 3110), states
 * and conclusions as their Chinese labels (在用, 待注册, 合格), dates as `yyyy-MM-dd`.
 *
 * Range filters: a Begin key is inclusive and an End key exclusive (the platform compares End with `<`).
 * The gateway sends inclusive dates and lets `shiftDateKeys` add a day to End keys. Begin keys are named
 * so the date rule leaves them alone: they end in `Begin` and spell the date part `Date` with a capital
 * D (`nextCheckDateBegin`), which the case-sensitive `date` test does not match.
 */
export const EQM_PATHS = {
  list: '/a/stone/eqm/list',
  detectDueList: '/a/stone/eqm/detectDueList',
  detectExtendedList: '/a/stone/eqm/detectExtendedList',
  pressurePipingList: '/a/stone/eqm/pressurePipingList',
  /** `detail/{equCategory}/{id}`: see `eqmDetailPath`. */
  detail: '/a/stone/eqm/detail',
  save: '/a/stone/eqm/save',
  changeHistory: '/a/stone/eqm/changeHistory',
  changeApply: '/a/stone/eqm/changeApply',
  pipelineList: '/a/stone/eqm/pipelineList',
  /** `pipelineDetail/{id}`. */
  pipelineDetail: '/a/stone/eqm/pipelineDetail',
  selfMaintainApply: '/a/stone/eqm/selfMaintainApply',
  pipelineDelete: '/a/stone/eqm/pipelineDelete',
  bcwList: '/a/stone/eqmBcwBasic/list',
  /** `detail/{id}`. */
  bcwDetail: '/a/stone/eqmBcwBasic/detail',
  bcwSave: '/a/stone/eqmBcwBasic/save',
  bcwCommit: '/a/stone/eqmBcwBasic/commit',
  bcwDelete: '/a/stone/eqmBcwBasic/delete',
  bcwShowOpinion: '/a/stone/eqmBcwBasic/showOpinion',
  statistics: '/a/stone/index/eqmStatistics',
} as const;

/** Paths on the data host (import/export files), outside /a; the session travels as on /a. */
export const EQM_DATA_PATHS = {
  export: '/api/data/equipment/export',
} as const;

export function eqmDetailPath(equCategory: string, id: string): string {
  return `${EQM_PATHS.detail}/${encodeURIComponent(equCategory)}/${encodeURIComponent(id)}`;
}

export function bcwDetailPath(id: string): string {
  return `${EQM_PATHS.bcwDetail}/${encodeURIComponent(id)}`;
}

export function pipelineDetailPath(id: string): string {
  return `${EQM_PATHS.pipelineDetail}/${encodeURIComponent(id)}`;
}

/**
 * `queryType` of `eqm/list` and the export, named after the legacy routes (query-timeout, query-fault,
 * …); absent means the comprehensive query. detectDueList, detectExtendedList and pressurePipingList
 * are endpoints of their own, and the export takes `detectDue`, `detectExtended` and `pressurePiping`.
 */
export const EQM_QUERY_TYPES = [
  'timeout',
  'fault',
  'nonUse',
  'aboutExpire',
  'payloadTime',
  'detectDue',
  'detectExtended',
  'pressurePiping',
] as const;
export type EqmQueryType = (typeof EQM_QUERY_TYPES)[number];

/** Query parameters of the equipment lists and the export; every one optional. */
export type WireEqmQuery = {
  id?: string;
  queryType?: EqmQueryType;
  keyword?: string;
  equCategory?: string;
  equType?: string;
  registerCode?: string;
  useCertNo?: string;
  unitInnerNo?: string;
  deviceCode?: string;
  equName?: string;
  /** Any level of the area tree: 330000, 330200 or a district. */
  areaCode?: string;
  useState?: string;
  registerState?: string;
  checkResult?: string;
  nextCheckDateBegin?: string;
  nextCheckDateEnd?: string;
  useDateBegin?: string;
  useDateEnd?: string;
  loadTestDateBegin?: string;
  loadTestDateEnd?: string;
  /** payloadTime: the last load test at least this many years ago. */
  loadTestYears?: string;
  /** detectDueList window (default 30) and the aboutExpire window (default 90), in days. */
  days?: string;
};

/** Every Begin/End pair of the equipment groups' queries (the date rule shifts End only). */
export const EQM_RANGE_KEYS = [
  ['nextCheckDateBegin', 'nextCheckDateEnd'],
  ['useDateBegin', 'useDateEnd'],
  ['loadTestDateBegin', 'loadTestDateEnd'],
  ['noticeDateBegin', 'noticeDateEnd'],
] as const;

/** One row of the equipment lists (台账). */
export const ZWireEqm = z
  .object({
    id: ZText,
    unitId: ZText,
    unitName: ZOptionalText,
    equCategory: ZText,
    equCategoryName: ZOptionalText,
    equType: ZText,
    equTypeName: ZOptionalText,
    equName: z.string(),
    equModel: ZOptionalText,
    productNo: ZOptionalText,
    deviceCode: ZOptionalText,
    registerCode: ZOptionalText,
    useCertNo: ZOptionalText,
    unitInnerNo: ZOptionalText,
    usePlace: ZOptionalText,
    areaCode: ZOptionalText,
    useState: z.string(),
    registerState: z.string(),
    recordState: z.string(),
    checkDate: ZOptionalText,
    checkResult: ZOptionalText,
    nextCheckDate: ZOptionalText,
    loadTestDate: ZOptionalText,
    useDate: ZOptionalText,
    designLife: ZOptionalNumber,
    /** 使用登记证有效期至, for certificates that run out (aboutExpire). */
    useCertValidDate: ZOptionalText,
    /** detectExtendedList: days since the next inspection fell due. */
    overdueDays: ZOptionalNumber,
  })
  .passthrough();

/** One past inspection in `checkList` of the detail. */
export const ZWireEqmCheck = z
  .object({
    id: ZText,
    checkDate: z.string(),
    checkType: z.string(),
    checkOrg: z.string(),
    reportNo: z.string(),
    checkResult: z.string(),
    nextCheckDate: ZOptionalText,
  })
  .passthrough();

/** `detail/{equCategory}/{id}`: the list row, the rest of the file, its parameters and inspections. */
export const ZWireEqmDetail = ZWireEqm.extend({
  makeUnit: ZOptionalText,
  makeDate: ZOptionalText,
  installUnit: ZOptionalText,
  propertyUnit: ZOptionalText,
  safetyManager: ZOptionalText,
  safetyManagerPhone: ZOptionalText,
  checkOrg: ZOptionalText,
  checkType: ZOptionalText,
  reportNo: ZOptionalText,
  params: ZParams.nullish().transform((value) => value ?? {}),
  checkList: z
    .array(ZWireEqmCheck)
    .nullish()
    .transform((value) => value ?? []),
}).passthrough();

/** One row of `changeHistory`: `status` is 待审核, 已审核 or 退回. */
export const ZWireEqmChange = z
  .object({
    id: ZText,
    field: z.string(),
    fieldLabel: ZOptionalText,
    oldValue: ZOptionalText,
    newValue: ZOptionalText,
    reason: ZOptionalText,
    changeDate: z.string(),
    status: z.string(),
    opinion: ZOptionalText,
  })
  .passthrough();

/** The answer of `save`, `bcwSave` and the other writes: the record's id and its state afterwards. */
export const ZWireEqmSaved = z.object({ id: ZText, state: z.string() }).passthrough();

/** The equipment file fields of `save`, by wire name; `id` empty or absent adds a file. */
export type WireEqmFields = {
  id?: string;
  equCategory: string;
  equType: string;
  equName: string;
  equModel: string;
  productNo: string;
  deviceCode: string;
  registerCode: string;
  useCertNo: string;
  unitInnerNo: string;
  usePlace: string;
  areaCode: string;
  makeUnit: string;
  makeDate: string;
  installUnit: string;
  useDate: string;
  designLife: string;
  propertyUnit: string;
  safetyManager: string;
  safetyManagerPhone: string;
  useState: string;
  params: Record<string, number | string | null>;
};

/**
 * The form of `save`: `isCommit` false keeps a draft (草稿), true submits it (已提交); either way a new
 * file is 待注册 until the institute registers it. The category parameters travel as JSON in `paramsJson`.
 */
export function eqmSaveForm(fields: WireEqmFields, isCommit: boolean): Record<string, string> {
  const { params, id, ...rest } = fields;
  return {
    ...(id ? { id } : {}),
    ...rest,
    paramsJson: JSON.stringify(params),
    isCommit: String(isCommit),
  };
}

/** The form of `changeApply`: field names are wire names (`usePlace`), one `changes[n].*` triple each. */
export function eqmChangeApplyForm(
  id: string,
  application: { changes: { field: string; newValue: string }[]; reason: string; attachmentIds: string[] },
): Record<string, string> {
  const form: Record<string, string> = { id, reason: application.reason, attachmentIds: application.attachmentIds.join(',') };
  application.changes.forEach((change, index) => {
    form[`changes[${index}].field`] = change.field;
    form[`changes[${index}].newValue`] = change.newValue;
  });
  return form;
}

/** Fields of the equipment file that a change application may change, by wire name, with their labels. */
export const EQM_CHANGEABLE_FIELDS = {
  equName: '设备名称',
  usePlace: '使用地点',
  areaCode: '所在区域',
  unitInnerNo: '单位内编号',
  propertyUnit: '产权单位',
  safetyManager: '安全管理员',
  safetyManagerPhone: '安全管理员电话',
} as const;
export type EqmChangeableField = keyof typeof EQM_CHANGEABLE_FIELDS;

/** Counts of `index/eqmStatistics` for the user's unit; they count the same rows as the query views. */
export const ZWireEqmStatistics = z
  .object({
    total: z.coerce.number(),
    overdueCount: z.coerce.number(),
    dueCount: z.coerce.number(),
    unqualifiedCount: z.coerce.number(),
    nonUseCount: z.coerce.number(),
    aboutExpireCount: z.coerce.number(),
    categoryList: z.array(
      z
        .object({
          equCategory: ZText,
          equCategoryName: ZOptionalText,
          total: z.coerce.number(),
          inUseCount: z.coerce.number(),
          overdueCount: z.coerce.number(),
          dueCount: z.coerce.number(),
          unqualifiedCount: z.coerce.number(),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export type WireEqm = z.infer<typeof ZWireEqm>;
export type WireEqmCheck = z.infer<typeof ZWireEqmCheck>;
export type WireEqmDetail = z.infer<typeof ZWireEqmDetail>;
export type WireEqmChange = z.infer<typeof ZWireEqmChange>;
export type WireEqmSaved = z.infer<typeof ZWireEqmSaved>;
export type WireEqmStatistics = z.infer<typeof ZWireEqmStatistics>;

