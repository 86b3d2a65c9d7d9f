import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { ZReviewState } from '../constants/statuses';
import { boundedText, requiredText } from '../validation/schemas';
import { pdfResponse, ZAttachmentIds, ZAreaFilter } from './shared';

/** Elevator pages: conformity declarations and the 2024-style use sign. */

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
  declaredAt: z.string().nullable(),
  state: ZReviewState,
  opinion: z.string().nullable(),
  remark: z.string(),
  attachmentIds: z.array(z.string()),
});
export type ConformityDeclaration = z.infer<typeof ZConformityDeclarationSchema>;

export const ZConformityDeclarationBodySchema = z.object({
  equipmentId: z.string().min(1).max(64),
  year: z.number().int().min(2000).max(2100),
  maintenanceUnit: requiredText(100),
  selfCheckDate: ZIsoDate,
  conforms: z.boolean(),
  declarant: requiredText(50, 'nameRequired'),
  remark: boundedText(1000).default(''),
  attachmentIds: ZAttachmentIds,
});

export const ZConformityDeclarationQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  state: ZReviewState.optional(),
});

/** What the sign shows; `qrContent` encodes the equipment and its latest report number. */
export const ZElevatorUseSignSchema = z.object({
  equipmentId: z.string(),
  categoryName: z.string(),
  subTypeName: z.string(),
  unitName: z.string(),
  unitInternalNo: z.string(),
  registerCode: z.string(),
  useCertNo: z.string(),
  registrationAuthority: z.string(),
  institute: z.string(),
  reportNo: z.string().nullable(),
  nextCheckDate: ZIsoDate.nullable(),
  maintenanceUnit: z.string(),
  maintenancePhone: z.string(),
  rescuePhone: z.string(),
  qrContent: z.string(),
});
export type ElevatorUseSign = z.infer<typeof ZElevatorUseSignSchema>;

export const ZElevatorUseSignQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  registerCode: boundedText(20).optional(),
  areaCode: ZAreaFilter.optional(),
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
});

export const elevatorUseSignRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/elevator-use-signs',
    query: ZElevatorUseSignQuerySchema,
    responses: { 200: pageOf(ZElevatorUseSignSchema) },
    summary: 'Use-sign data of the unit elevators (2024 style)',
    metadata: meta(ACCESS.elevatorPrinting),
  },
  print: {
    method: 'GET',
    path: '/api/v1/elevator-use-signs/:id/pdf',
    pathParams: ZIdParams,
    responses: { 200: pdfResponse },
    summary: 'The printable use sign of one elevator (id is the equipment id)',
    metadata: meta(ACCESS.elevatorPrinting),
  },
});

