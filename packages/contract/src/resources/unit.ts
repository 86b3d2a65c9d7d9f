import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZFieldChangeSchema } from '../shared-schemas';
import { ACCESS } from '../access';
import { meta, pageOf, ZIsoDate, ZPageQuery, ZText } from '../common';
import { ZReviewState } from '../constants/statuses';
import { message } from '../messages';
import {
  boundedText,
  required,
  requiredText,
  ZAreaCode,
  ZEmail,
  ZFixedAssets,
  ZPhone,
  ZPostcode,
} from '../validation/schemas';

const c = initContract();

/** The signed-in user's company (使用单位). `name` is the platform's `orgname`. */
export const ZUnitSchema = z.object({
  /** Null when the platform does not name the unit's record (only `orgname` is certain). */
  id: z.string().nullable(),
  name: z.string(),
  creditCode: z.string(),
  areaCode: z.string().nullable(),
  regAddress: z.string(),
  businessAddress: z.string(),
  legalPerson: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  postcode: z.string(),
  fixedAssets: z.string(),
  foundDate: ZIsoDate.nullable(),
  regAuthority: z.string(),
  email: z.string(),
});
export type Unit = z.infer<typeof ZUnitSchema>;

/** Fields the enterprise maintains directly; registered fields go through a change application. */
export const ZUnitUpdateBodySchema = z.object({
  areaCode: ZAreaCode,
  regAddress: requiredText(200),
  businessAddress: boundedText(200),
  contactPerson: requiredText(50),
  contactPhone: required(ZPhone),
  postcode: ZPostcode,
  fixedAssets: ZFixedAssets,
  foundDate: ZIsoDate.optional(),
  regAuthority: boundedText(100),
  email: ZEmail,
});
export type UnitUpdateBody = z.infer<typeof ZUnitUpdateBodySchema>;

/** Registered fields whose change the institute must approve. */
export const ZUnitChangeField = z.enum(['name', 'creditCode', 'legalPerson', 'regAddress']);

/** Their labels, in the order the change form shows them. */
export const UNIT_CHANGE_FIELDS: readonly { code: z.infer<typeof ZUnitChangeField>; label: string }[] = [
  { code: 'name', label: '单位名称' },
  { code: 'creditCode', label: '统一社会信用代码' },
  { code: 'legalPerson', label: '法定代表人' },
  { code: 'regAddress', label: '注册地址' },
];

export const ZUnitChangeSchema = ZFieldChangeSchema;
export type UnitChange = z.infer<typeof ZUnitChangeSchema>;

export const ZUnitChangeQuerySchema = ZPageQuery.extend({
  state: ZReviewState.optional(),
  appliedFrom: ZIsoDate.optional(),
  appliedTo: ZIsoDate.optional(),
});

export const ZUnitChangeApplicationBodySchema = z.object({
  changes: z
    .array(z.object({ field: ZUnitChangeField, newValue: requiredText(200) }))
    .min(1, message('required')),
  reason: requiredText(500, 'required', 'multiline'),
  attachmentIds: z.array(ZText.max(64)).max(50).default([]),
});

export const unitRoutes = c.router({
  get: {
    method: 'GET',
    path: '/api/v1/unit',
    responses: { 200: ZUnitSchema },
    summary: 'The company of the signed-in user',
    metadata: meta('session'),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/unit',
    body: ZUnitUpdateBodySchema,
    responses: { 200: ZUnitSchema },
    summary: 'Maintain the company basic information',
    metadata: meta(ACCESS.companyEdit),
  },
  changes: {
    method: 'GET',
    path: '/api/v1/unit/changes',
    query: ZUnitChangeQuerySchema,
    responses: { 200: pageOf(ZUnitChangeSchema) },
    summary: 'Change records of the company (maintain-history)',
    metadata: meta(ACCESS.companyView),
  },
  applyChange: {
    method: 'POST',
    path: '/api/v1/unit/change-applications',
    body: ZUnitChangeApplicationBodySchema,
    responses: { 201: z.array(ZUnitChangeSchema) },
    summary: 'Apply to change registered company fields',
    metadata: meta(ACCESS.companyEdit),
  },
});
