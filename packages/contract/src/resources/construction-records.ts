import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { enumOf } from '../constants/options';
import { CATEGORY_CODES, ZCategoryCode } from '../constants/categories';
import { ZReviewState } from '../constants/statuses';
import {
  boundedText,
  choiceText,
  dateText,
  datesInOrder,
  optionalText,
  requiredText,
  ruleText,
  withFormChecks,
  ZRegisterCode,
} from '../validation/schemas';
import { rangesInOrder, ZAttachmentIds, ZCommit, ZOpinionSchema, ZSavedSchema } from '../shared-schemas';

/** Construction records (施工告知): installation, modification and major repair of equipment. */

const c = initContract();

export const CONSTRUCTION_KINDS = [
  { code: 'installation', label: '安装', en: 'Installation' },
  { code: 'modification', label: '改造', en: 'Modification' },
  { code: 'major_repair', label: '重大修理', en: 'Major repair' },
] as const;
export const ZConstructionKind = enumOf(CONSTRUCTION_KINDS);

export const ZConstructionRecordSchema = z.object({
  id: z.string(),
  equipmentId: z.string().nullable(),
  categoryCode: ZCategoryCode,
  equipmentName: z.string(),
  registerCode: z.string(),
  deviceCode: z.string(),
  kind: ZConstructionKind,
  constructionUnit: z.string(),
  licenseNo: z.string(),
  noticeDate: ZIsoDate.nullable(),
  plannedCompletionDate: ZIsoDate.nullable(),
  usePlace: z.string(),
  state: ZReviewState,
  updatedAt: ZAnswerDateTime,
});
export type ConstructionRecord = z.infer<typeof ZConstructionRecordSchema>;

export const ZConstructionRecordDetailSchema = ZConstructionRecordSchema.extend({
  remark: z.string(),
  attachmentIds: z.array(z.string()),
});

export const ZConstructionRecordQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the equipment name, the register code, the construction unit and its licence number')),
  categoryCode: ZCategoryCode.optional().describe(exactFilter('equipment category')),
  kind: ZConstructionKind.optional().describe(exactFilter('construction kind')),
  state: ZReviewState.optional().describe(exactFilter('review state')),
  noticeDateFrom: ZIsoDate.optional().describe(fromDayFilter('notice date')),
  noticeDateTo: ZIsoDate.optional().describe(toDayFilter('notice date')),
}).superRefine(rangesInOrder([['noticeDateFrom', 'noticeDateTo']]));

export const ZConstructionRecordBodySchema = z.object({
  commit: ZCommit,
  equipmentId: ZText.max(64).optional(),
  categoryCode: ZCategoryCode,
  equipmentName: requiredText(100),
  registerCode: ZRegisterCode,
  deviceCode: boundedText(50).default(''),
  kind: ZConstructionKind,
  constructionUnit: requiredText(100),
  licenseNo: requiredText(50),
  noticeDate: ZIsoDate,
  plannedCompletionDate: ZIsoDate.optional(),
  usePlace: requiredText(200),
  remark: boundedText(500, 'multiline').default(''),
  attachmentIds: ZAttachmentIds,
});

/** The construction record dialog as typed; the planned completion may not come before the notice. */
export const ZConstructionRecordFormSchema = withFormChecks(
  z.object({
    equipmentId: z.string(),
    categoryCode: choiceText(CATEGORY_CODES, true),
    equipmentName: requiredText(100),
    registerCode: ruleText('registerCode'),
    deviceCode: optionalText(50),
    kind: choiceText(ZConstructionKind.options, true),
    constructionUnit: requiredText(100),
    licenseNo: requiredText(50),
    noticeDate: dateText(true),
    plannedCompletionDate: dateText(),
    usePlace: requiredText(200),
    remark: optionalText(500, 'multiline'),
    attachmentIds: z.array(z.string()),
  }),
  datesInOrder('noticeDate', 'plannedCompletionDate'),
);
export type ConstructionRecordForm = z.input<typeof ZConstructionRecordFormSchema>;

export const constructionRecordRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/construction-records',
    query: ZConstructionRecordQuerySchema,
    responses: { 200: pageOf(ZConstructionRecordSchema) },
    summary: 'Construction records of the unit',
    metadata: meta(ACCESS.equipmentView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/construction-records/:id',
    pathParams: ZIdParams,
    responses: { 200: ZConstructionRecordDetailSchema },
    summary: 'One construction record',
    metadata: meta(ACCESS.equipmentView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/construction-records',
    body: ZConstructionRecordBodySchema,
    responses: { 201: ZSavedSchema },
    summary: 'Save a construction record; commit=true also submits it',
    metadata: meta(ACCESS.equipmentEdit),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/construction-records/:id',
    pathParams: ZIdParams,
    body: ZConstructionRecordBodySchema,
    responses: { 200: ZSavedSchema },
    summary: 'Edit a draft or returned construction record; commit as in create',
    metadata: meta(ACCESS.equipmentEdit),
  },
  commit: {
    method: 'POST',
    path: '/api/v1/construction-records/:id/commit',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 200: ZSavedSchema },
    summary: 'Submit a saved construction record',
    metadata: meta(ACCESS.equipmentEdit),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/construction-records/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a draft construction record',
    metadata: meta(ACCESS.equipmentEdit),
  },
  opinion: {
    method: 'GET',
    path: '/api/v1/construction-records/:id/opinion',
    pathParams: ZIdParams,
    responses: { 200: ZOpinionSchema },
    summary: 'The review opinion on a submitted construction record (showOpinion)',
    metadata: meta(ACCESS.equipmentView),
  },
});
