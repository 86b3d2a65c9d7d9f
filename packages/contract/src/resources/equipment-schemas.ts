import { z } from 'zod';
import { text, ZIsoDate, ZPageQuery, ZText } from '../common';
import { areaFilter, containsFilter, exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { CATEGORY_CODES, findCategory, findSubType, subTypesOf, ZCategoryCode } from '../constants/categories';
import { paramFieldsOf, paramsSchemaOf, ZEquipmentParams, type ParamField } from '../constants/category-params';
import {
  ZEquipmentUseState,
  ZInspectionConclusion,
  ZInspectionKind,
  ZRegisterState,
  ZReviewState,
} from '../constants/statuses';
import { message } from '../messages';
import {
  boundedText,
  choiceText,
  dateText,
  datesInOrder,
  optionalText,
  requiredText,
  ruleText,
  withFormChecks,
  ZAreaCode,
  ZNumberText,
  ZPhone,
  ZRegisterCode,
} from '../validation/schemas';
import { rangesInOrder, ZAreaFilter, ZCommit, ZFieldChangeSchema } from '../shared-schemas';

/** The query views of /equipment (query-comprehensive, query-timeout, …). */
export const EQUIPMENT_VIEWS = [
  'comprehensive',
  'overdue',
  'unqualified',
  'nonUse',
  'aboutToExpire',
  'inspectionDue',
  'inspectionOverdue',
  'loadTest',
  'pressurePiping',
] as const;
export const ZEquipmentView = z.enum(EQUIPMENT_VIEWS);
export type EquipmentView = z.infer<typeof ZEquipmentView>;

/** Which end comes first in `expiryDate`: the design life (use date + design years) or the use certificate. */
export const ZExpiryKind = z.enum(['designLife', 'certificate']);
export type ExpiryKind = z.infer<typeof ZExpiryKind>;

export const ZEquipmentSummarySchema = z.object({
  id: z.string(),
  categoryCode: ZCategoryCode,
  categoryName: z.string(),
  subTypeCode: z.string(),
  subTypeName: z.string(),
  name: z.string(),
  model: z.string(),
  productNo: z.string(),
  deviceCode: z.string(),
  registerCode: z.string(),
  useCertNo: z.string(),
  unitInternalNo: z.string(),
  usePlace: z.string(),
  areaCode: z.string().nullable(),
  useState: ZEquipmentUseState,
  registerState: ZRegisterState,
  lastCheckDate: ZIsoDate.nullable(),
  checkConclusion: ZInspectionConclusion.nullable(),
  nextCheckDate: ZIsoDate.nullable(),
  /** The last load test (hoisting machinery, the loadTest view). */
  loadTestDate: ZIsoDate.nullable().optional(),
  /** The earlier of the design-life end and the use certificate's validity (the aboutToExpire view). */
  expiryDate: ZIsoDate.nullable().optional(),
  expiryKind: ZExpiryKind.nullable().optional(),
});
export type EquipmentSummary = z.infer<typeof ZEquipmentSummarySchema>;

export const ZInspectionRecordSchema = z.object({
  id: z.string(),
  institute: z.string(),
  kind: ZInspectionKind,
  reportNo: z.string(),
  checkDate: ZIsoDate,
  conclusion: ZInspectionConclusion,
  nextCheckDate: ZIsoDate.nullable(),
});
export type InspectionRecord = z.infer<typeof ZInspectionRecordSchema>;

/** An equipment file (设备档案): the common fields, the category's own params, inspection history. */
export const ZEquipmentDetailSchema = ZEquipmentSummarySchema.extend({
  unitId: z.string().nullable(),
  unitName: z.string(),
  manufacturer: z.string(),
  manufactureDate: ZIsoDate.nullable(),
  installer: z.string(),
  useDate: ZIsoDate.nullable(),
  designLifeYears: z.number().int().nullable(),
  propertyUnit: z.string(),
  safetyManager: z.string(),
  safetyManagerPhone: z.string(),
  recordState: ZReviewState,
  params: ZEquipmentParams,
  inspections: z.array(ZInspectionRecordSchema),
});
export type EquipmentDetail = z.infer<typeof ZEquipmentDetailSchema>;

/** Filters shared by the list and the Excel export. */
export const ZEquipmentFilterSchema = z.object({
  view: ZEquipmentView.default('comprehensive').describe('Which view of the list: comprehensive (all, the default); overdue and inspectionOverdue (in use, next inspection date passed); inspectionDue (in use, next inspection within 30 days); unqualified (last conclusion failed); nonUse (out of use); aboutToExpire (design life or use certificate ends within 90 days); loadTest (hoisting machinery with a load test); pressurePiping'),
  keyword: boundedText(100).optional().describe(keywordFilter('the name, the register code, the use certificate number, the internal number, the device code and the use place')),
  categoryCode: ZCategoryCode.optional().describe(exactFilter('category')),
  subTypeCode: ZText.max(4).optional().describe('Only equipment of this sub-type (its code of up to four characters, exact)'),
  registerCode: boundedText(20).optional().describe(containsFilter('register code')),
  useCertNo: boundedText(50).optional().describe(containsFilter('use certificate number')),
  unitInternalNo: boundedText(50).optional().describe(containsFilter("unit's internal number")),
  deviceCode: boundedText(50).optional().describe(containsFilter('device code')),
  name: boundedText(100).optional().describe(containsFilter('name')),
  areaCode: ZAreaFilter.optional().describe(areaFilter('equipment')),
  useState: ZEquipmentUseState.optional().describe(exactFilter('use state')),
  registerState: ZRegisterState.optional().describe(exactFilter('registration state')),
  checkConclusion: ZInspectionConclusion.optional().describe(exactFilter('last inspection conclusion')),
  nextCheckDateFrom: ZIsoDate.optional().describe(fromDayFilter('next inspection date')),
  nextCheckDateTo: ZIsoDate.optional().describe(toDayFilter('next inspection date')),
  useDateFrom: ZIsoDate.optional().describe(fromDayFilter('date put into use')),
  useDateTo: ZIsoDate.optional().describe(toDayFilter('date put into use')),
  /** loadTest: the last load test at least this many years ago. */
  loadTestYears: z.coerce
    .number({ invalid_type_error: message('positiveInteger') })
    .int(message('positiveInteger'))
    .positive(message('positiveInteger'))
    .optional()
    .describe('With view=loadTest: only equipment whose last load test is at least this many years ago'),
  loadTestDateFrom: ZIsoDate.optional().describe(fromDayFilter('last load test date')),
  loadTestDateTo: ZIsoDate.optional().describe(toDayFilter('last load test date')),
});
const EQUIPMENT_RANGES = [
  ['nextCheckDateFrom', 'nextCheckDateTo'],
  ['useDateFrom', 'useDateTo'],
  ['loadTestDateFrom', 'loadTestDateTo'],
] as const;
export const ZEquipmentExportQuerySchema = ZEquipmentFilterSchema.superRefine(
  rangesInOrder(EQUIPMENT_RANGES),
);
export const ZEquipmentQuerySchema = ZPageQuery.merge(ZEquipmentFilterSchema).superRefine(
  rangesInOrder(EQUIPMENT_RANGES),
);
export type EquipmentQuery = z.input<typeof ZEquipmentQuerySchema>;

const ZEquipmentFieldsSchema = z.object({
  categoryCode: ZCategoryCode,
  subTypeCode: text('single', { required_error: message('required') }).min(1, message('required')),
  name: requiredText(100),
  model: boundedText(100).default(''),
  productNo: boundedText(100).default(''),
  deviceCode: boundedText(50).default(''),
  registerCode: ZRegisterCode,
  useCertNo: boundedText(50).optional(),
  unitInternalNo: boundedText(50).optional(),
  usePlace: requiredText(200),
  areaCode: ZAreaCode,
  manufacturer: boundedText(100).default(''),
  manufactureDate: ZIsoDate.optional(),
  installer: boundedText(100).default(''),
  useDate: ZIsoDate.optional(),
  designLifeYears: z.number().int().positive().max(100).optional(),
  propertyUnit: boundedText(100).default(''),
  safetyManager: boundedText(50).default(''),
  safetyManagerPhone: ZPhone,
  useState: ZEquipmentUseState.default('not_in_use'),
  params: ZEquipmentParams.default({}),
});

/** The sub-type must belong to the category, and params must be that category's own. */
function checkCategoryFields(
  body: z.infer<typeof ZEquipmentFieldsSchema>,
  ctx: z.RefinementCtx,
): void {
  if (findSubType(body.subTypeCode)?.categoryCode !== body.categoryCode) {
    ctx.addIssue({ code: 'custom', path: ['subTypeCode'], message: message('invalidOption') });
    return;
  }
  const params = paramsSchemaOf(body.categoryCode, body.subTypeCode).safeParse(body.params);
  if (params.success) return;
  for (const issue of params.error.issues) {
    ctx.addIssue({ ...issue, path: ['params', ...issue.path] });
  }
}

/** device-info-new: save a draft (`commit: false`) or save and submit. */
export const ZEquipmentWriteBodySchema = ZEquipmentFieldsSchema.extend({ commit: ZCommit }).superRefine(
  checkCategoryFields,
);
export type EquipmentWriteBody = z.input<typeof ZEquipmentWriteBodySchema>;

/** A parameter as typed; one never touched is missing. */
function paramText(field: ParamField) {
  if (field.kind === 'number') return ZNumberText.optional();
  if (field.kind === 'enum') return choiceText((field.options ?? []).map((option) => option.code)).optional();
  if (field.rule) return ruleText(field.rule).optional();
  return optionalText(200).optional();
}

/**
 * device-info-new as typed: text fields (numbers as their text), `param` the parameters of the
 * chosen category and sub-type. The write body is built from what it answers.
 */
export function equipmentFormSchema(categoryCode: string, subTypeCode: string) {
  const category = findCategory(categoryCode)?.code;
  const params = category ? paramFieldsOf(category, subTypeCode || undefined) : [];
  const fields = z.object({
    categoryCode: choiceText(CATEGORY_CODES, true),
    subTypeCode: choiceText(category ? subTypesOf(category).map((subType) => subType.code) : [], true),
    name: requiredText(100),
    model: optionalText(100),
    productNo: optionalText(100),
    deviceCode: optionalText(50),
    registerCode: ruleText('registerCode'),
    useCertNo: optionalText(50),
    unitInternalNo: optionalText(50),
    usePlace: requiredText(200),
    areaCode: ZAreaCode,
    manufacturer: optionalText(100),
    manufactureDate: dateText(),
    installer: optionalText(100),
    useDate: dateText(),
    designLifeYears: ruleText('positiveInteger'),
    propertyUnit: optionalText(100),
    safetyManager: optionalText(50),
    safetyManagerPhone: ruleText('phone'),
    useState: choiceText(ZEquipmentUseState.options),
    param: z.object(Object.fromEntries(params.map((field) => [field.key, paramText(field)]))),
  });
  return withFormChecks(fields, datesInOrder('manufactureDate', 'useDate'));
}

export const ZEquipmentChangeSchema = ZFieldChangeSchema;
export type EquipmentChange = z.infer<typeof ZEquipmentChangeSchema>;

export const ZEquipmentChangeApplicationBodySchema = z.object({
  changes: z
    .array(z.object({ field: requiredText(50), newValue: boundedText(200) }))
    .min(1, message('required')),
  reason: requiredText(500, 'required', 'multiline'),
  attachmentIds: z.array(ZText.max(64)).max(50).default([]),
});
