import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { areaFilter, keywordFilter, registerCodePrefixFilter } from '../filter-descriptions';
import { boundedText, requiredText } from '../validation/schemas';
import { message } from '../messages';
import { pdfResponse, ZAreaFilter } from '../shared-schemas';

/** Elevator use signs (the 2024 style), printed as PDF. */

const c = initContract();

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
  keyword: boundedText(100).optional().describe(keywordFilter("the elevator's name, its register code, the unit's internal number and the use place")),
  registerCode: boundedText(20).optional().describe(registerCodePrefixFilter('elevators')),
  areaCode: ZAreaFilter.optional().describe(areaFilter('elevators')),
});

/** Several elevators' signs in one PDF (ids comma-separated, at most 50). */
export const ZElevatorUseSignBatchQuerySchema = z.object({
  ids: requiredText(2000).regex(/^[^,\s]+(,[^,\s]+)*$/, message('invalidOption')).describe('The elevators whose signs are printed: their equipment ids, comma-separated (at most 50), in the order printed'),
});

/** The public status page of an elevator: only what its sign shows, nothing personal. */
export const ZElevatorStatusSchema = z.object({
  registerCode: z.string(),
  categoryName: z.string(),
  subTypeName: z.string(),
  unitName: z.string(),
  nextCheckDate: ZIsoDate.nullable(),
  overdue: z.boolean(),
  lastConclusion: z.string().nullable(),
  maintenanceUnit: z.string(),
  maintenancePhone: z.string(),
  rescuePhone: z.string(),
});

export type ElevatorStatus = z.infer<typeof ZElevatorStatusSchema>;

export const ZElevatorStatusQuerySchema = z.object({
  /** The status code in the sign's QR link (`qrContent`): random, never the registration code. */
  code: requiredText(30).regex(/^[0-9A-Za-z]+$/, message('invalidOption')).describe("The status code of the use sign's QR link"),
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
  printBatch: {
    method: 'GET',
    path: '/api/v1/elevator-use-signs/pdf',
    query: ZElevatorUseSignBatchQuerySchema,
    responses: { 200: pdfResponse },
    summary: 'The use signs of the chosen elevators as one PDF, one sign per page',
    metadata: meta(ACCESS.elevatorPrinting),
  },
  publicStatus: {
    method: 'GET',
    path: '/api/v1/public/elevator-status',
    query: ZElevatorStatusQuerySchema,
    responses: { 200: ZElevatorStatusSchema },
    summary: "What a use sign QR code opens: the elevator status by the sign's random status code (no session)",
    metadata: meta('public'),
  },
});
