import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { INSPECTION_UNDER_WAY_STATES } from '../constants/state-machines';
import type { InspectionApplicationState } from '../constants/statuses';
import { meta, pageOf, ZId, ZIdParams } from '../common';
import {
  ZInspectionApplicationCheckSchema,
  ZInspectionApplicationEquipmentBodySchema,
  ZAuthCodeApplicationBodySchema,
  ZFeeQuoteSchema,
  ZInspectionApplicationBodySchema,
  ZInspectionApplicationDetailSchema,
  ZInspectionApplicationQuerySchema,
  ZInspectionApplicationSummarySchema,
  ZInspectionInstituteSchema,
  ZPaymentChannel,
  ZPaymentOrderSchema,
  ZPaymentStatusSchema,
} from './inspection-application-schemas';
import { pdfResponse } from '../shared-schemas';
import { ZPublicPaymentOrderSchema } from './payments';
import { ZProcessingDetailSchema } from './inspection-processing';

export * from './inspection-application-schemas';

/** Online inspection applications and their payment. */

const c = initContract();

const ZOrderParams = z.object({ orderNo: ZId.describe("The payment order's number") });

/**
 * The inspection side of one of the unit's applications (在线检验详情): the items with their ids, the
 * schedule, the check date and each item's result and report, in the institute's processing shapes.
 */
export const ZInspectionApplicationInspectionSchema = ZProcessingDetailSchema.pick({
  items: true,
  schedule: true,
  checkDate: true,
  resultRemark: true,
  results: true,
  rectification: true,
}).extend({ applicationId: z.string() });
export type InspectionApplicationInspection = z.infer<typeof ZInspectionApplicationInspectionSchema>;

/** States from acceptance on: the institute has taken the application up, so it has an inspection to follow. */
export const INSPECTION_STARTED_STATES = [...INSPECTION_UNDER_WAY_STATES, 'report_issued', 'archived'] as const satisfies readonly InspectionApplicationState[];

export const inspectionApplicationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/inspection-applications',
    query: ZInspectionApplicationQuerySchema,
    responses: { 200: pageOf(ZInspectionApplicationSummarySchema) },
    summary: 'Inspection applications of the unit',
    metadata: meta(ACCESS.inspectionView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/inspection-applications/:id',
    pathParams: ZIdParams,
    responses: { 200: ZInspectionApplicationDetailSchema },
    summary: 'One application with equipment, fees, history and attachments',
    metadata: meta(ACCESS.inspectionView),
  },
  inspection: {
    method: 'GET',
    path: '/api/v1/inspection-applications/:id/inspection',
    pathParams: ZIdParams,
    responses: { 200: ZInspectionApplicationInspectionSchema },
    summary: "The inspection of one of the unit's applications: schedule, check date, results and reports",
    metadata: meta(ACCESS.inspectionView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/inspection-applications',
    body: ZInspectionApplicationBodySchema,
    responses: { 201: ZInspectionApplicationDetailSchema },
    summary: 'Save an application (periodic, first, supervision, pipeline); commit=true submits',
    metadata: meta(ACCESS.inspectionApply),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/inspection-applications/:id',
    pathParams: ZIdParams,
    body: ZInspectionApplicationBodySchema,
    responses: { 200: ZInspectionApplicationDetailSchema },
    summary: 'Edit a draft or returned application; commit as in create',
    metadata: meta(ACCESS.inspectionApply),
  },
  createWithAuthCode: {
    method: 'POST',
    path: '/api/v1/inspection-applications/by-auth-code',
    body: ZAuthCodeApplicationBodySchema,
    responses: { 201: ZInspectionApplicationDetailSchema },
    summary: 'Save an application from the public onlineApply page with an authorisation code',
    metadata: meta('public'),
  },
  check: {
    method: 'POST',
    path: '/api/v1/inspection-applications/check',
    body: ZInspectionApplicationEquipmentBodySchema,
    responses: { 200: ZInspectionApplicationCheckSchema },
    summary: 'Check that the chosen equipment may be applied for (checkOnline)',
    metadata: meta(ACCESS.inspectionApply),
  },
  feeQuote: {
    method: 'POST',
    path: '/api/v1/inspection-applications/fee-quote',
    body: ZInspectionApplicationEquipmentBodySchema,
    responses: { 200: ZFeeQuoteSchema },
    summary: 'Inspection fee of the chosen equipment (getChargeInspectionFee)',
    metadata: meta(ACCESS.inspectionApply),
  },
  payCertificate: {
    method: 'GET',
    path: '/api/v1/inspection-applications/:id/pay-certificate',
    pathParams: ZIdParams,
    responses: { 200: pdfResponse },
    summary: 'Payment certificate of a paid application (PDF)',
    metadata: meta(ACCESS.inspectionPay),
  },
  paymentStatus: {
    method: 'GET',
    path: '/api/v1/inspection-applications/:id/payment',
    pathParams: ZIdParams,
    responses: { 200: ZPaymentStatusSchema },
    summary: 'Payment state of an application (checkPayMent)',
    metadata: meta(ACCESS.inspectionPay),
  },
  pay: {
    method: 'POST',
    path: '/api/v1/inspection-applications/:id/payments',
    pathParams: ZIdParams,
    body: z.object({ channel: ZPaymentChannel }),
    responses: { 201: ZPaymentOrderSchema },
    summary: 'Start paying an application awaiting payment (toPay)',
    metadata: meta(ACCESS.inspectionPay),
  },
  paymentOrder: {
    method: 'GET',
    path: '/api/v1/payment-orders/:orderNo',
    pathParams: ZOrderParams,
    responses: { 200: ZPublicPaymentOrderSchema },
    summary: 'A payment order for the public scan-to-pay page (the order only: amount, payee, item, state)',
    metadata: meta('public'),
  },
  institutes: {
    method: 'GET',
    path: '/api/v1/inspection-institutes',
    responses: { 200: z.array(ZInspectionInstituteSchema) },
    summary: 'Inspection institutes to apply to (inspectionUnitBasicList)',
    metadata: meta('session'),
  },
});
