import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZIsoDateTime, ZPageQuery } from '../common';
import { fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { ZFaultCause } from '../constants/statuses';
import { message } from '../messages';
import { boundedText, required, requiredText, ZPhone, ZRegisterCode } from '../validation/schemas';
import { rangesInOrder, xlsxResponse, ZAttachmentIds, ZQueryFlag } from '../shared-schemas';

/** Elevator rescue registrations: entrapments with their timeline. */

const c = initContract();

export const ZRescueRegistrationSchema = z.object({
  id: z.string(),
  registerCode: z.string(),
  equipmentName: z.string(),
  place: z.string(),
  alarmAt: ZAnswerDateTime,
  reporter: z.string(),
  reporterPhone: z.string(),
  trappedCount: z.number().int(),
  arrivedAt: ZAnswerDateTime.nullable(),
  releasedAt: ZAnswerDateTime.nullable(),
  rescuers: z.string(),
  faultDescription: z.string(),
  faultCause: ZFaultCause.nullable(),
  casualties: z.string(),
  result: z.string(),
  /** Minutes from the alarm to arrival; the maintainer must arrive within 30. */
  arrivalMinutes: z.number().int().nullable(),
  /** Arrived later than 30 minutes after the alarm. */
  arrivalLate: z.boolean(),
  attachmentIds: z.array(z.string()),
});

export type RescueRegistration = z.infer<typeof ZRescueRegistrationSchema>;

export const ZRescueRegistrationBodySchema = z
  .object({
    registerCode: required(ZRegisterCode),
    place: requiredText(200),
    alarmAt: ZIsoDateTime,
    reporter: requiredText(50),
    reporterPhone: required(ZPhone),
    trappedCount: z.number().int().min(0).max(1000),
    arrivedAt: ZIsoDateTime.optional(),
    releasedAt: ZIsoDateTime.optional(),
    rescuers: boundedText(200).default(''),
    faultDescription: requiredText(1000, 'required', 'multiline'),
    faultCause: ZFaultCause.optional(),
    casualties: boundedText(200).default('无'),
    result: boundedText(1000, 'multiline').default(''),
    attachmentIds: ZAttachmentIds,
  })
  .superRefine(
    rangesInOrder([
      ['alarmAt', 'arrivedAt', 'arrivalBeforeAlarm'],
      ['arrivedAt', 'releasedAt', 'releaseBeforeArrival'],
      ['alarmAt', 'releasedAt', 'releaseBeforeArrival'],
    ]),
  )
  .refine((body) => body.releasedAt === undefined || body.arrivedAt !== undefined, { message: message('required'), path: ['arrivedAt'] });
export type RescueRegistrationBody = z.input<typeof ZRescueRegistrationBodySchema>;

const registrationFilters = {
  keyword: boundedText(100).optional().describe(keywordFilter('the register code, the equipment name, the place, and the reporter (rescues) or the fault description (faults)')),
  registerCode: boundedText(20).optional().describe('Only registrations of the elevator with exactly this register code'),
  dateFrom: ZIsoDate.optional().describe(fromDayFilter('alarm time (rescues) or fault time (faults)')),
  dateTo: ZIsoDate.optional().describe(toDayFilter('alarm time (rescues) or fault time (faults)')),
};

export const ZRegistrationQuerySchema = ZPageQuery.extend(registrationFilters).superRefine(rangesInOrder([['dateFrom', 'dateTo']]));

/** The rescue list also filters on the 30-minute arrival: `late=true` the late ones, `false` the others. */
export const ZRescueQuerySchema = ZPageQuery.extend({
  ...registrationFilters,
  late: ZQueryFlag.describe('true: only rescues where help arrived more than 30 minutes after the alarm; false: only the others; absent: all'),
}).superRefine(rangesInOrder([['dateFrom', 'dateTo']]));

/** The export takes the list's filters and order, no paging. */
export const ZRescueExportQuerySchema = z
  .object({ ...registrationFilters, late: ZQueryFlag.describe('true: only rescues where help arrived more than 30 minutes after the alarm; false: only the others; absent: all'), sort: ZPageQuery.shape.sort })
  .superRefine(rangesInOrder([['dateFrom', 'dateTo']]));

export const rescueRegistrationRoutes = c.router({
  export: {
    method: 'GET',
    path: '/api/v1/rescue-registrations/export',
    query: ZRescueExportQuerySchema,
    responses: { 200: xlsxResponse },
    summary: 'The rescue list as an Excel file (the late arrivals marked, phone numbers masked)',
    metadata: meta(ACCESS.faultRescue),
  },
  list: {
    method: 'GET',
    path: '/api/v1/rescue-registrations',
    query: ZRescueQuerySchema,
    responses: { 200: pageOf(ZRescueRegistrationSchema) },
    summary: 'Elevator rescue registrations; dateFrom/dateTo filter the alarm date',
    metadata: meta(ACCESS.faultRescue),
  },
  get: {
    method: 'GET',
    path: '/api/v1/rescue-registrations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZRescueRegistrationSchema },
    summary: 'One rescue registration',
    metadata: meta(ACCESS.faultRescue),
  },
  create: {
    method: 'POST',
    path: '/api/v1/rescue-registrations',
    body: ZRescueRegistrationBodySchema,
    responses: { 201: ZRescueRegistrationSchema },
    summary: 'Register a rescue',
    metadata: meta(ACCESS.faultRescue),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/rescue-registrations/:id',
    pathParams: ZIdParams,
    body: ZRescueRegistrationBodySchema,
    responses: { 200: ZRescueRegistrationSchema },
    summary: 'Complete or correct a rescue registration',
    metadata: meta(ACCESS.faultRescue),
  },
});
