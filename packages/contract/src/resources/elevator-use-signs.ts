import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { boundedText } from '../validation/schemas';
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
  keyword: boundedText(100).optional(),
  registerCode: boundedText(20).optional(),
  areaCode: ZAreaFilter.optional(),
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
