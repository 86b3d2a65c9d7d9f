import { z } from 'zod/v4';
import { wirePath } from '../paths';
import {
  wireList,
  wireRecord,
  ZWireDateTime,
  ZWireOptionalDateTime,
  ZWireOptionalNumber,
  ZWireOptionalText,
  ZWireParams,
  ZWireText,
} from '../wire-values';

/**
 * The wire of the equipment resource: `/a/stone/eqm/*` (equipment files, query views, change
 * applications) and the data host's Excel export. Answers use `result: "true"|"false"` with
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
export const EQUIPMENT_WIRE_PATHS = {
  list: '/a/stone/eqm/list',
  detectDueList: '/a/stone/eqm/detectDueList',
  detectExtendedList: '/a/stone/eqm/detectExtendedList',
  pressurePipingList: '/a/stone/eqm/pressurePipingList',
  /** `detail/{equCategory}/{id}`: see `equipmentDetailPath`. */
  detail: '/a/stone/eqm/detail',
  save: '/a/stone/eqm/save',
  changeHistory: '/a/stone/eqm/changeHistory',
  changeApply: '/a/stone/eqm/changeApply',
} as const;

/** Paths on the data host (import/export files), outside /a; the session travels as on /a. */
export const EQUIPMENT_DATA_PATHS = {
  export: '/api/data/equipment/export',
} as const;

export function equipmentDetailPath(equCategory: string, id: string): string {
  return wirePath(EQUIPMENT_WIRE_PATHS.detail, equCategory, id);
}

/**
 * `queryType` of `eqm/list` and the export, named after the legacy routes (query-timeout, query-fault,
 * …); absent means the comprehensive query. detectDueList, detectExtendedList and pressurePipingList
 * are endpoints of their own, and the export takes `detectDue`, `detectExtended` and `pressurePiping`.
 */
export const EQUIPMENT_WIRE_QUERY_TYPES = [
  'timeout',
  'fault',
  'nonUse',
  'aboutExpire',
  'payloadTime',
  'detectDue',
  'detectExtended',
  'pressurePiping',
] as const;
export type EquipmentWireQueryType = (typeof EQUIPMENT_WIRE_QUERY_TYPES)[number];

/** Query parameters of the equipment lists and the export; every one optional. */
export type WireEquipmentQuery = {
  id?: string;
  queryType?: EquipmentWireQueryType;
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
export const EQUIPMENT_RANGE_KEYS = [
  ['nextCheckDateBegin', 'nextCheckDateEnd'],
  ['useDateBegin', 'useDateEnd'],
  ['loadTestDateBegin', 'loadTestDateEnd'],
  ['noticeDateBegin', 'noticeDateEnd'],
] as const;

/**
 * The fields of a row of the equipment lists (台账). Certain: the id and category (the detail path
 * is `detail/{equCategory}/{id}`) and the three states the lists are filtered by; everything else
 * may be missing and becomes '' or null in the clean API.
 */
const EQUIPMENT_FIELDS = {
  id: ZWireText,
  unitId: ZWireOptionalText,
  unitName: ZWireOptionalText,
  equCategory: ZWireText,
  equCategoryName: ZWireOptionalText,
  equType: ZWireOptionalText,
  equTypeName: ZWireOptionalText,
  equName: ZWireOptionalText,
  equModel: ZWireOptionalText,
  productNo: ZWireOptionalText,
  deviceCode: ZWireOptionalText,
  registerCode: ZWireOptionalText,
  useCertNo: ZWireOptionalText,
  unitInnerNo: ZWireOptionalText,
  usePlace: ZWireOptionalText,
  areaCode: ZWireOptionalText,
  useState: ZWireText,
  registerState: ZWireText,
  recordState: ZWireText,
  checkDate: ZWireOptionalDateTime,
  checkResult: ZWireOptionalText,
  nextCheckDate: ZWireOptionalDateTime,
  loadTestDate: ZWireOptionalDateTime,
  useDate: ZWireOptionalDateTime,
  designLife: ZWireOptionalNumber,
  /** 使用登记证有效期至, for certificates that run out (aboutExpire). */
  useCertValidDate: ZWireOptionalDateTime,
  /** detectExtendedList: days since the next inspection fell due. */
  overdueDays: ZWireOptionalNumber,
};

/** One row of the equipment lists (台账). */
export const ZWireEquipment = wireRecord(EQUIPMENT_FIELDS);

/** One past inspection in `checkList` of the detail: an entity (its id) of a date, a kind and a conclusion. */
export const ZWireEquipmentInspection = wireRecord({
  id: ZWireText,
  checkDate: ZWireDateTime,
  checkType: ZWireText,
  checkOrg: ZWireOptionalText,
  reportNo: ZWireOptionalText,
  checkResult: ZWireText,
  nextCheckDate: ZWireOptionalDateTime,
});

/** `detail/{equCategory}/{id}`: the list row, the rest of the file, its parameters and inspections. */
export const ZWireEquipmentDetail = wireRecord({
  ...EQUIPMENT_FIELDS,
  makeUnit: ZWireOptionalText,
  makeDate: ZWireOptionalDateTime,
  installUnit: ZWireOptionalText,
  propertyUnit: ZWireOptionalText,
  safetyManager: ZWireOptionalText,
  safetyManagerPhone: ZWireOptionalText,
  checkOrg: ZWireOptionalText,
  checkType: ZWireOptionalText,
  reportNo: ZWireOptionalText,
  params: ZWireParams.nullish().transform((value) => value ?? {}),
  checkList: wireList(ZWireEquipmentInspection),
});

/** One row of `changeHistory`: `status` is 待审核, 已审核 or 退回; the id and changeDate of the entity are certain. */
export const ZWireEquipmentChange = wireRecord({
  id: ZWireText,
  field: ZWireText,
  fieldLabel: ZWireOptionalText,
  oldValue: ZWireOptionalText,
  newValue: ZWireOptionalText,
  reason: ZWireOptionalText,
  changeDate: ZWireDateTime,
  status: ZWireText,
  opinion: ZWireOptionalText,
});


/** The equipment file fields of `save`, by wire name; `id` empty or absent adds a file. */
export type WireEquipmentFields = {
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
export function equipmentSaveForm(fields: WireEquipmentFields, isCommit: boolean): Record<string, string> {
  const { params, id, ...rest } = fields;
  return {
    ...(id ? { id } : {}),
    ...rest,
    paramsJson: JSON.stringify(params),
    isCommit: String(isCommit),
  };
}

/** The form of `changeApply`: field names are wire names (`usePlace`), one `changes[n].*` triple each. */
export function equipmentChangeApplicationForm(
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
export const EQUIPMENT_CHANGEABLE_FIELDS = {
  equName: '设备名称',
  usePlace: '使用地点',
  areaCode: '所在区域',
  unitInnerNo: '单位内编号',
  propertyUnit: '产权单位',
  safetyManager: '安全管理员',
  safetyManagerPhone: '安全管理员电话',
} as const;
export type EquipmentChangeableField = keyof typeof EQUIPMENT_CHANGEABLE_FIELDS;


export type WireEquipment = z.infer<typeof ZWireEquipment>;
export type WireEquipmentInspection = z.infer<typeof ZWireEquipmentInspection>;
export type WireEquipmentDetail = z.infer<typeof ZWireEquipmentDetail>;
export type WireEquipmentChange = z.infer<typeof ZWireEquipmentChange>;

