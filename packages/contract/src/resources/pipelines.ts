import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { areaFilter, containsFilter, exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { PIPE_GRADES } from '../constants/categories';
import { ZEquipmentUseState, ZInspectionConclusion, ZReviewState } from '../constants/statuses';
import {
  boundedText,
  choiceText,
  dateText,
  optionalText,
  requiredText,
  ruleText,
  ZAreaCode,
  ZNumberText,
  ZPhone,
  ZPositiveNumberText,
  ZRegisterCode,
} from '../validation/schemas';
import { rangesInOrder, ZAreaFilter, ZCommit, ZSavedSchema } from '../shared-schemas';

/** Pressure pipelines (8000) that the unit maintains itself, line by line. */

const c = initContract();

export const ZPipeGrade = z.enum(PIPE_GRADES);

export const ZPipelineSchema = z.object({
  id: z.string(),
  subTypeCode: z.string(),
  subTypeName: z.string(),
  registerCode: z.string(),
  useCertNo: z.string(),
  name: z.string(),
  pipelineNo: z.string(),
  pipeGrade: ZPipeGrade.nullable(),
  medium: z.string(),
  startPoint: z.string(),
  endPoint: z.string(),
  nominalDiameter: z.number().nullable(),
  wallThickness: z.number().nullable(),
  length: z.number().nullable(),
  designPressure: z.number().nullable(),
  designTemperature: z.number().nullable(),
  areaCode: z.string().nullable(),
  usePlace: z.string(),
  installDate: ZIsoDate.nullable(),
  useState: ZEquipmentUseState,
  checkConclusion: ZInspectionConclusion.nullable(),
  nextCheckDate: ZIsoDate.nullable(),
  safetyManager: z.string(),
  safetyManagerPhone: z.string(),
  recordState: ZReviewState,
});
export type Pipeline = z.infer<typeof ZPipelineSchema>;

export const ZPipelineQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the pipeline name, the pipeline number, the register code and the medium')),
  registerCode: boundedText(20).optional().describe(containsFilter('register code')),
  pipeGrade: ZPipeGrade.optional().describe(exactFilter('pipe grade')),
  areaCode: ZAreaFilter.optional().describe(areaFilter('pipelines')),
  useState: ZEquipmentUseState.optional().describe(exactFilter('use state')),
  nextCheckDateFrom: ZIsoDate.optional().describe(fromDayFilter('next inspection date')),
  nextCheckDateTo: ZIsoDate.optional().describe(toDayFilter('next inspection date')),
}).superRefine(rangesInOrder([['nextCheckDateFrom', 'nextCheckDateTo']]));

/** pipeline-info-new and self-maintenance: save a draft or submit for the institute to accept. */
export const ZPipelineWriteBodySchema = z.object({
  commit: ZCommit,
  subTypeCode: z.enum(['8110', '8120', '8210', '8220', '8310', '8320', '8330']),
  registerCode: ZRegisterCode,
  name: requiredText(100),
  pipelineNo: requiredText(50),
  pipeGrade: ZPipeGrade,
  medium: requiredText(50),
  startPoint: boundedText(200).default(''),
  endPoint: boundedText(200).default(''),
  nominalDiameter: z.number().positive().optional(),
  wallThickness: z.number().positive().optional(),
  length: z.number().positive().optional(),
  designPressure: z.number().optional(),
  designTemperature: z.number().optional(),
  areaCode: ZAreaCode,
  usePlace: requiredText(200),
  installDate: ZIsoDate.optional(),
  useState: ZEquipmentUseState.default('in_use'),
  safetyManager: boundedText(50).default(''),
  safetyManagerPhone: ZPhone,
});
export type PipelineWriteBody = z.input<typeof ZPipelineWriteBodySchema>;

/** pipeline-info-new as typed: text fields, sizes and pressures as their text. */
export const ZPipelineFormSchema = z.object({
  subTypeCode: choiceText(ZPipelineWriteBodySchema.shape.subTypeCode.options, true),
  name: requiredText(100),
  pipelineNo: requiredText(50),
  registerCode: ruleText('registerCode'),
  pipeGrade: choiceText(PIPE_GRADES, true),
  medium: requiredText(50),
  startPoint: optionalText(200),
  endPoint: optionalText(200),
  nominalDiameter: ZPositiveNumberText,
  wallThickness: ZPositiveNumberText,
  length: ZPositiveNumberText,
  designPressure: ZNumberText,
  designTemperature: ZNumberText,
  usePlace: requiredText(200),
  areaCode: ZAreaCode,
  installDate: dateText(),
  useState: choiceText(ZEquipmentUseState.options),
  safetyManager: optionalText(50),
  safetyManagerPhone: ruleText('phone'),
});
export type PipelineForm = z.input<typeof ZPipelineFormSchema>;

export const pipelineRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/pipelines',
    query: ZPipelineQuerySchema,
    responses: { 200: pageOf(ZPipelineSchema) },
    summary: 'Pressure pipelines of the unit',
    metadata: meta(ACCESS.equipmentView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/pipelines/:id',
    pathParams: ZIdParams,
    responses: { 200: ZPipelineSchema },
    summary: 'One pipeline',
    metadata: meta(ACCESS.equipmentView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/pipelines',
    body: ZPipelineWriteBodySchema,
    responses: { 201: ZSavedSchema },
    summary: 'Add a pipeline (self-maintenance); commit=true submits it',
    metadata: meta(ACCESS.pipelineMaintain),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/pipelines/:id',
    pathParams: ZIdParams,
    body: ZPipelineWriteBodySchema,
    responses: { 200: ZSavedSchema },
    summary: 'Maintain a pipeline (self-maintain apply); commit=true submits it',
    metadata: meta(ACCESS.pipelineMaintain),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/pipelines/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a pipeline draft',
    metadata: meta(ACCESS.pipelineMaintain),
  },
});
