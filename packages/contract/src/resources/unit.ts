import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { rangesInOrder, ZFieldChangeSchema } from '../shared-schemas';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, fromDayFilter, toDayFilter } from '../filter-descriptions';
import { enumOf } from '../constants/options';
import { ZReviewState } from '../constants/statuses';
import { ZEquipmentStatisticsSchema } from './dashboard';
import { message } from '../messages';
import { checkRule } from '../validation/rules';
import {
  boundedText,
  dateText,
  optionalText,
  required,
  requiredText,
  ruleText,
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

/** A unit as the institute looks it up (检验单位详情): its profile and its equipment counted as on the work desktop. */
export const ZUnitProfileSchema = ZUnitSchema.extend({ equipment: ZEquipmentStatisticsSchema });
export type UnitProfile = z.infer<typeof ZUnitProfileSchema>;

/**
 * Fields the enterprise maintains directly; registered fields (name, credit code, legal
 * representative, registered address) go through a change application and the institute's review.
 */
export const ZUnitUpdateBodySchema = z.object({
  areaCode: ZAreaCode,
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

/** Registered fields whose change the institute must approve, with their labels in the order the change form shows them. */
export const UNIT_CHANGE_FIELDS = [
  { code: 'name', label: '单位名称', en: 'Unit name' },
  { code: 'creditCode', label: '统一社会信用代码', en: 'Unified social credit code' },
  { code: 'legalPerson', label: '法定代表人', en: 'Legal representative' },
  { code: 'regAddress', label: '注册地址', en: 'Registered address' },
] as const;
export const ZUnitChangeField = enumOf(UNIT_CHANGE_FIELDS);

/** One change record: a field's old and new value, when and by whom, and where its review stands. */
export const ZUnitChangeSchema = ZFieldChangeSchema.extend({ applicant: z.string().nullable() });
export type UnitChange = z.infer<typeof ZUnitChangeSchema>;

export const ZUnitChangeQuerySchema = ZPageQuery.extend({
  state: ZReviewState.optional().describe(exactFilter('review state')),
  appliedFrom: ZIsoDate.optional().describe(fromDayFilter('application time')),
  appliedTo: ZIsoDate.optional().describe(toDayFilter('application time')),
}).superRefine(rangesInOrder([['appliedFrom', 'appliedTo']]));
export type UnitChangeQuery = z.input<typeof ZUnitChangeQuerySchema>;

export const ZUnitChangeApplicationBodySchema = z.object({
  changes: z
    .array(
      z
        .object({ field: ZUnitChangeField, newValue: requiredText(200) })
        .superRefine((change, ctx) => {
          const failed = change.field === 'creditCode' ? checkRule('creditCode', change.newValue) : null;
          if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['newValue'], message: message(failed) });
        }),
    )
    .min(1, message('required'))
    .max(UNIT_CHANGE_FIELDS.length)
    .refine((changes) => new Set(changes.map((change) => change.field)).size === changes.length, message('invalidOption')),
  reason: requiredText(500, 'required', 'multiline'),
  attachmentIds: z.array(ZText.max(64)).max(50).default([]),
});
export type UnitChangeApplicationBody = z.input<typeof ZUnitChangeApplicationBodySchema>;

/** The direct-maintenance form as typed (the founding date may stay empty). */
export const ZUnitFormSchema = z.object({
  areaCode: ZAreaCode,
  businessAddress: optionalText(200),
  contactPerson: requiredText(50),
  contactPhone: required(ZPhone),
  postcode: ruleText('postcode'),
  fixedAssets: ruleText('fixedAssets'),
  foundDate: dateText(),
  regAuthority: optionalText(100),
  email: ruleText('email'),
});
export type UnitForm = z.input<typeof ZUnitFormSchema>;

/** The change-application form as typed: the new values (empty = unchanged) and the reason. */
export const ZUnitChangeFormSchema = z.object({
  name: optionalText(200),
  creditCode: ruleText('creditCode'),
  legalPerson: optionalText(200),
  regAddress: optionalText(200),
  reason: requiredText(500, 'required', 'multiline'),
});
export type UnitChangeForm = z.input<typeof ZUnitChangeFormSchema>;

/** A change record as the institute reviews it: with the unit it belongs to. */
export const ZUnitChangeReviewSchema = ZUnitChangeSchema.extend({ unitId: z.string(), unitName: z.string() });
export type UnitChangeReview = z.infer<typeof ZUnitChangeReviewSchema>;

export const ZUnitChangeReviewQuerySchema = ZPageQuery.extend({ state: ZReviewState.optional().describe(exactFilter('review state')) });
export type UnitChangeReviewQuery = z.input<typeof ZUnitChangeReviewQuerySchema>;

/** The institute's decision: approving applies the new value; returning needs an opinion. */
export const ZUnitChangeDecisionBodySchema = z
  .object({ approved: z.boolean(), opinion: boundedText(500, 'multiline').default('') })
  .superRefine((body, ctx) => {
    if (!body.approved && body.opinion.trim() === '') ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['opinion'], message: message('required') });
  });
export type UnitChangeDecisionBody = z.input<typeof ZUnitChangeDecisionBodySchema>;

export const unitRoutes = c.router({
  get: {
    method: 'GET',
    path: '/api/v1/unit',
    responses: { 200: ZUnitSchema },
    summary: 'The company of the signed-in user',
    metadata: meta('session'),
  },
  getById: {
    method: 'GET',
    path: '/api/v1/units/:id',
    pathParams: ZIdParams,
    responses: { 200: ZUnitProfileSchema },
    summary: 'Any unit with its equipment counts, for the institute',
    metadata: meta(ACCESS.inspectionReview),
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
  reviews: {
    method: 'GET',
    path: '/api/v1/unit-change-reviews',
    query: ZUnitChangeReviewQuerySchema,
    responses: { 200: pageOf(ZUnitChangeReviewSchema) },
    summary: "The institute's queue of company change applications (all units)",
    metadata: meta(ACCESS.accountCheck),
  },
  review: {
    method: 'POST',
    path: '/api/v1/unit-change-reviews/:id',
    pathParams: ZIdParams,
    body: ZUnitChangeDecisionBodySchema,
    responses: { 200: ZUnitChangeReviewSchema },
    summary: 'Approve (apply) or return one company change application',
    metadata: meta(ACCESS.accountCheck),
  },
});
