import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZIsoDateTime, ZPageQuery } from '../common';
import { fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { ZFaultCause } from '../constants/statuses';
import { boundedText, required, requiredText, ZRegisterCode } from '../validation/schemas';
import { rangesInOrder, xlsxResponse, ZAttachmentIds } from '../shared-schemas';
import { ZRegistrationQuerySchema } from './rescue-registrations';

/** Elevator fault registrations. */

const c = initContract();

export const ZFaultRegistrationSchema = z.object({
  id: z.string(),
  registerCode: z.string(),
  equipmentName: z.string(),
  place: z.string(),
  faultAt: ZAnswerDateTime,
  faultDescription: z.string(),
  faultCause: ZFaultCause.nullable(),
  handling: z.string(),
  recoveredAt: ZAnswerDateTime.nullable(),
  handler: z.string(),
  attachmentIds: z.array(z.string()),
});

export type FaultRegistration = z.infer<typeof ZFaultRegistrationSchema>;

export const ZFaultRegistrationBodySchema = z
  .object({
    registerCode: required(ZRegisterCode),
    place: requiredText(200),
    faultAt: ZIsoDateTime,
    faultDescription: requiredText(1000, 'required', 'multiline'),
    faultCause: ZFaultCause.optional(),
    handling: boundedText(1000, 'multiline').default(''),
    recoveredAt: ZIsoDateTime.optional(),
    handler: boundedText(50).default(''),
    attachmentIds: ZAttachmentIds,
  })
  .superRefine(rangesInOrder([['faultAt', 'recoveredAt', 'recoveryBeforeFault']]));
export type FaultRegistrationBody = z.input<typeof ZFaultRegistrationBodySchema>;

/** The export takes the list's filters and order, no paging. */
export const ZFaultExportQuerySchema = z
  .object({
    keyword: boundedText(100).optional().describe(keywordFilter('the register code, the equipment name, the place and the fault description')),
    registerCode: boundedText(20).optional().describe('Only registrations of the elevator with exactly this register code'),
    dateFrom: ZIsoDate.optional().describe(fromDayFilter('fault time')),
    dateTo: ZIsoDate.optional().describe(toDayFilter('fault time')),
    sort: ZPageQuery.shape.sort,
  })
  .superRefine(rangesInOrder([['dateFrom', 'dateTo']]));

export const faultRegistrationRoutes = c.router({
  export: {
    method: 'GET',
    path: '/api/v1/fault-registrations/export',
    query: ZFaultExportQuerySchema,
    responses: { 200: xlsxResponse },
    summary: 'The fault list as an Excel file (the list\'s filters and order, no paging)',
    metadata: meta(ACCESS.faultRescue),
  },
  list: {
    method: 'GET',
    path: '/api/v1/fault-registrations',
    query: ZRegistrationQuerySchema,
    responses: { 200: pageOf(ZFaultRegistrationSchema) },
    summary: 'Equipment fault registrations; dateFrom/dateTo filter the fault date',
    metadata: meta(ACCESS.faultRescue),
  },
  get: {
    method: 'GET',
    path: '/api/v1/fault-registrations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZFaultRegistrationSchema },
    summary: 'One fault registration (fault-registration-detail)',
    metadata: meta(ACCESS.faultRescue),
  },
  create: {
    method: 'POST',
    path: '/api/v1/fault-registrations',
    body: ZFaultRegistrationBodySchema,
    responses: { 201: ZFaultRegistrationSchema },
    summary: 'Register a fault',
    metadata: meta(ACCESS.faultRescue),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/fault-registrations/:id',
    pathParams: ZIdParams,
    body: ZFaultRegistrationBodySchema,
    responses: { 200: ZFaultRegistrationSchema },
    summary: 'Complete or correct a fault registration',
    metadata: meta(ACCESS.faultRescue),
  },
});
