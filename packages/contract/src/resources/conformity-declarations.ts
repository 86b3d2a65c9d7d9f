import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { exactFilter, keywordFilter } from '../filter-descriptions';
import { ZReviewState } from '../constants/statuses';
import { boundedText, requiredText } from '../validation/schemas';
import { pdfResponse, ZAttachmentIds } from '../shared-schemas';

/** Elevator conformity declarations: fill, sign, submit, list, download. */

const c = initContract();

export const ZConformityDeclarationSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  registerCode: z.string(),
  equipmentName: z.string(),
  year: z.number().int(),
  maintenanceUnit: z.string(),
  selfCheckDate: ZIsoDate.nullable(),
  conforms: z.boolean(),
  declarant: z.string(),
  declaredAt: ZAnswerDateTime.nullable(),
  state: ZReviewState,
  opinion: z.string().nullable(),
  remark: z.string(),
  attachmentIds: z.array(z.string()),
});

export type ConformityDeclaration = z.infer<typeof ZConformityDeclarationSchema>;

export const ZConformityDeclarationBodySchema = z.object({
  equipmentId: requiredText(64),
  year: z.number().int().min(2000).max(2100),
  maintenanceUnit: requiredText(100),
  selfCheckDate: ZIsoDate,
  conforms: z.boolean(),
  declarant: requiredText(50, 'nameRequired'),
  remark: boundedText(1000, 'multiline').default(''),
  attachmentIds: ZAttachmentIds,
});

export const ZConformityDeclarationQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the register code, the equipment name and the declarant')),
  year: z.coerce.number().int().min(2000).max(2100).optional().describe('Only declarations for this year (exact, 2000 to 2100)'),
  state: ZReviewState.optional().describe(exactFilter('review state')),
});

export const conformityDeclarationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/conformity-declarations',
    query: ZConformityDeclarationQuerySchema,
    responses: { 200: pageOf(ZConformityDeclarationSchema) },
    summary: 'Elevator conformity declarations of the unit',
    metadata: meta(ACCESS.elevatorCompliance),
  },
  get: {
    method: 'GET',
    path: '/api/v1/conformity-declarations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZConformityDeclarationSchema },
    summary: 'One conformity declaration',
    metadata: meta(ACCESS.elevatorCompliance),
  },
  create: {
    method: 'POST',
    path: '/api/v1/conformity-declarations',
    body: ZConformityDeclarationBodySchema,
    responses: { 201: ZConformityDeclarationSchema },
    summary: 'File a conformity declaration for an elevator',
    metadata: meta(ACCESS.elevatorCompliance),
  },
  download: {
    method: 'GET',
    path: '/api/v1/conformity-declarations/:id/pdf',
    pathParams: ZIdParams,
    responses: { 200: pdfResponse },
    summary: 'The declaration as a PDF (Chinese file name)',
    metadata: meta(ACCESS.elevatorCompliance),
  },
});
