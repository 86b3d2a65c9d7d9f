import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, registerCodePrefixFilter, toDayFilter } from '../filter-descriptions';
import { CATEGORY_CODES, subTypesOf, ZCategoryCode } from '../constants/categories';
import {
  ZInspectionConclusion,
  ZUseRegistrationKind,
  ZUseRegistrationState,
} from '../constants/statuses';
import { message } from '../messages';
import {
  boundedText,
  choiceText,
  dateText,
  datesInOrder,
  optionalText,
  required,
  requiredText,
  ruleText,
  withFormChecks,
  ZAreaCode,
  ZMobile,
  ZRegisterCode,
} from '../validation/schemas';
import { ZAttachmentSchema } from './attachments';
import {
  rangesInOrder,
  ZAttachmentIds,
  ZCommit,
  ZSavedSchema,
  ZStateHistoryItemSchema,
} from '../shared-schemas';

/** Use registration (使用登记) applications. */

const c = initContract();

export const ZUseRegistrationSummarySchema = z.object({
  id: z.string(),
  applicationNo: z.string(),
  kind: ZUseRegistrationKind,
  categoryCode: ZCategoryCode,
  equipmentName: z.string(),
  registerCode: z.string(),
  useCertNo: z.string().nullable(),
  state: ZUseRegistrationState,
  submittedAt: ZAnswerDateTime.nullable(),
  updatedAt: ZAnswerDateTime,
});
export type UseRegistrationSummary = z.infer<typeof ZUseRegistrationSummarySchema>;

const ZUseRegistrationFieldsSchema = z.object({
  kind: ZUseRegistrationKind,
  equipmentId: ZText.max(64).optional(),
  categoryCode: ZCategoryCode,
  subTypeCode: ZText.max(4),
  equipmentName: requiredText(100),
  deviceCode: boundedText(50).default(''),
  registerCode: ZRegisterCode,
  model: boundedText(100).default(''),
  productNo: boundedText(100).default(''),
  manufacturer: boundedText(100).default(''),
  installer: boundedText(100).default(''),
  supervisionInstitute: boundedText(100).default(''),
  unitInternalNo: boundedText(50).default(''),
  usePlace: requiredText(200),
  areaCode: ZAreaCode,
  useDate: ZIsoDate,
  safetyManager: requiredText(50),
  safetyManagerMobile: required(ZMobile),
  propertyUnit: boundedText(100).default(''),
  maintenanceUnit: boundedText(100).default(''),
  inspectionInstitute: boundedText(100).default(''),
  inspectionReportNo: boundedText(50).default(''),
  inspectionConclusion: ZInspectionConclusion.optional(),
  nextCheckDate: ZIsoDate.optional(),
  declarationAccepted: z.boolean(),
  attachmentIds: ZAttachmentIds,
});

/** Submitting needs the truthfulness declaration; a draft does not. */
export const ZUseRegistrationBodySchema = ZUseRegistrationFieldsSchema.extend({
  commit: ZCommit,
}).refine((body) => !body.commit || body.declarationAccepted, {
  message: message('required'),
  path: ['declarationAccepted'],
});
export type UseRegistrationBody = z.input<typeof ZUseRegistrationBodySchema>;

/**
 * The use-registration application form as typed (the sub-type list follows the category); the next inspection
 * may not come before the use date. The declaration is asked for on submit only.
 */
export function schemaOfUseRegistrationForm(categoryCode: string) {
  const fields = z.object({
    kind: choiceText(ZUseRegistrationKind.options, true),
    equipmentId: z.string(),
    categoryCode: choiceText(CATEGORY_CODES, true),
    subTypeCode: choiceText(subTypesOf(categoryCode).map((subType) => subType.code)),
    equipmentName: requiredText(100),
    deviceCode: optionalText(50),
    registerCode: ruleText('registerCode'),
    model: optionalText(100),
    productNo: optionalText(100),
    manufacturer: optionalText(100),
    installer: optionalText(100),
    supervisionInstitute: optionalText(100),
    unitInternalNo: optionalText(50),
    usePlace: requiredText(200),
    areaCode: ZAreaCode,
    useDate: dateText(true),
    safetyManager: requiredText(50),
    safetyManagerMobile: required(ZMobile),
    propertyUnit: optionalText(100),
    maintenanceUnit: optionalText(100),
    inspectionInstitute: optionalText(100),
    inspectionReportNo: optionalText(50),
    inspectionConclusion: choiceText(ZInspectionConclusion.options),
    nextCheckDate: dateText(),
    declarationAccepted: z.boolean(),
  });
  return withFormChecks(fields, datesInOrder('useDate', 'nextCheckDate'));
}
export type UseRegistrationForm = z.input<ReturnType<typeof schemaOfUseRegistrationForm>>;

export const ZUseRegistrationDetailSchema = ZUseRegistrationSummarySchema.extend({
  equipmentId: z.string().nullable(),
  subTypeCode: z.string(),
  deviceCode: z.string(),
  model: z.string(),
  productNo: z.string(),
  manufacturer: z.string(),
  installer: z.string(),
  supervisionInstitute: z.string(),
  unitName: z.string(),
  creditCode: z.string(),
  unitAddress: z.string(),
  unitInternalNo: z.string(),
  usePlace: z.string(),
  areaCode: z.string().nullable(),
  useDate: ZIsoDate.nullable(),
  safetyManager: z.string(),
  safetyManagerMobile: z.string(),
  propertyUnit: z.string(),
  maintenanceUnit: z.string(),
  inspectionInstitute: z.string(),
  inspectionReportNo: z.string(),
  inspectionConclusion: ZInspectionConclusion.nullable(),
  nextCheckDate: ZIsoDate.nullable(),
  declarationAccepted: z.boolean(),
  opinion: z.string().nullable(),
  history: z.array(ZStateHistoryItemSchema),
  attachments: z.array(ZAttachmentSchema),
});
export type UseRegistrationDetail = z.infer<typeof ZUseRegistrationDetailSchema>;

export const ZUseRegistrationQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the equipment name, the application number, the register code and the use place')),
  kind: ZUseRegistrationKind.optional().describe(exactFilter('registration kind')),
  state: ZUseRegistrationState.optional().describe(exactFilter('state')),
  categoryCode: ZCategoryCode.optional().describe(exactFilter('equipment category')),
  registerCode: boundedText(20).optional().describe(registerCodePrefixFilter('applications')),
  submittedFrom: ZIsoDate.optional().describe(fromDayFilter('submission time')),
  submittedTo: ZIsoDate.optional().describe(toDayFilter('submission time')),
}).superRefine(rangesInOrder([['submittedFrom', 'submittedTo']]));

export const useRegistrationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/use-registrations',
    query: ZUseRegistrationQuerySchema,
    responses: { 200: pageOf(ZUseRegistrationSummarySchema) },
    summary: 'Use-registration applications of the unit',
    metadata: meta(ACCESS.useRegistrationView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/use-registrations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZUseRegistrationDetailSchema },
    summary: 'One application with its state history and attachments',
    metadata: meta(ACCESS.useRegistrationView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/use-registrations',
    body: ZUseRegistrationBodySchema,
    responses: { 201: ZSavedSchema },
    summary: 'Save an application; commit=true also submits it',
    metadata: meta(ACCESS.useRegistrationApply),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/use-registrations/:id',
    pathParams: ZIdParams,
    body: ZUseRegistrationBodySchema,
    responses: { 200: ZSavedSchema },
    summary: 'Modify a draft or returned application; commit as in create',
    metadata: meta(ACCESS.useRegistrationApply),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/use-registrations/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a draft application',
    metadata: meta(ACCESS.useRegistrationApply),
  },
  kinds: {
    method: 'GET',
    path: '/api/v1/use-registration-kinds',
    responses: {
      200: z.array(z.object({ code: ZUseRegistrationKind, label: z.string() })),
    },
    summary: 'Kinds of use registration',
    metadata: meta(ACCESS.useRegistrationView),
  },
});
