import { z } from 'zod';
import { ZAnswerDateTime, ZIsoDate, ZPageQuery, ZText } from '../common';
import { containsFilter, exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { ZCategoryCode } from '../constants/categories';
import {
  ZInspectionApplicationState,
  ZInspectionKind,
  ZPaymentState,
  ZReportPickup,
} from '../constants/statuses';
import { message } from '../messages';
import {
  boundedText,
  choiceText,
  dateText,
  optionalText,
  required,
  requiredText,
  withFormChecks,
  ZAreaCode,
  ZMobile,
} from '../validation/schemas';
import { ZAttachmentSchema } from './attachments';
import { ZConstructionKind } from './construction-records';
import { kindFormIssues, ZInspectionApplicationMaterialsSchema } from './inspection-kind-checks';
import { pipelineUnitsFormSchema, ZInspectionApplicationPipelineItemsSchema, ZPipelineUnitSchema } from './inspection-pipeline-units';
import { ZPaymentOrderState } from './payments';
import { rangesInOrder, ZAttachmentIds, ZCommit, ZStateHistoryItemSchema } from '../shared-schemas';

export const ZInspectionApplicationSummarySchema = z.object({
  id: z.string(),
  /** The platform's onlinelsh. */
  applicationNo: z.string(),
  kind: ZInspectionKind,
  state: ZInspectionApplicationState,
  equipmentCount: z.number().int(),
  categoryCodes: z.array(ZCategoryCode),
  wishedDate: ZIsoDate.nullable(),
  submittedAt: ZAnswerDateTime.nullable(),
  fee: z.number().nullable(),
  paymentState: ZPaymentState,
});
export type InspectionApplicationSummary = z.infer<typeof ZInspectionApplicationSummarySchema>;

export const ZInspectionApplicationItemSchema = z.object({
  equipmentId: z.string().nullable(),
  categoryCode: ZCategoryCode,
  subTypeCode: z.string(),
  registerCode: z.string(),
  deviceCode: z.string(),
  equipmentName: z.string(),
  usePlace: z.string(),
  fee: z.number().nullable(),
  /** How the fee was made up (yuan): the schedule's base, surcharges. */
  feeBreakdown: z.array(z.object({ label: z.string(), amount: z.number() })).default([]),
  /** 管道单元 of a 管道定期检验 item (empty for the other kinds; absent from answers before 1.4.0). */
  pipelineUnits: z.array(ZPipelineUnitSchema).optional(),
});

export const ZFeeChangeSchema = z.object({
  quotedFee: z.number(),
  reason: z.string(),
  changedAt: ZAnswerDateTime,
  acceptedAt: ZAnswerDateTime.nullable(),
});
export type FeeChange = z.infer<typeof ZFeeChangeSchema>;

export const ZInspectionApplicationDetailSchema = ZInspectionApplicationSummarySchema.extend({
  items: z.array(ZInspectionApplicationItemSchema),
  institute: z.string(),
  siteContact: z.string(),
  siteContactMobile: z.string(),
  siteAddress: z.string(),
  areaCode: z.string().nullable(),
  maintenanceUnit: z.string(),
  invoiceTitle: z.string(),
  taxNo: z.string(),
  reportPickup: ZReportPickup,
  expressAddress: z.string().default(''),
  urgent: z.boolean(),
  remark: z.string(),
  opinion: z.string().nullable(),
  /** Until when the authorisation link for the site contact is valid (null: none issued or used up). */
  authCodeExpiresAt: ZAnswerDateTime.nullable().default(null),
  /** When the last authorisation link was texted to the site contact (null: never). */
  authLinkSentAt: ZAnswerDateTime.nullable().default(null),
  /** Seconds until another link may be sent (the platform's cooldown; 0: now). */
  authLinkWaitSeconds: z.number().int().nonnegative().default(0),
  /**
   * Pre-review changed the fee (`fee` is the new total): the total quoted before, why, when, and when
   * the unit accepted it. Null when the quote stands. The unit pays only once `acceptedAt` is set.
   */
  feeChange: ZFeeChangeSchema.nullable().default(null),
  /** 施工信息 of a supervision inspection (empty / null for the other kinds; absent from answers before 1.3.0). */
  constructionUnit: z.string().optional(),
  constructionKind: ZConstructionKind.nullable().optional(),
  constructionRecordId: z.string().nullable().optional(),
  history: z.array(ZStateHistoryItemSchema),
  /** Each file with its material code (`material`; null: a file outside the kind's list). */
  attachments: z.array(ZAttachmentSchema),
});
export type InspectionApplicationDetail = z.infer<typeof ZInspectionApplicationDetailSchema>;

export const ZInspectionApplicationQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the application number, the site contact, the site address, and the equipment's name, register code and use place")),
  applicationNo: boundedText(50).optional().describe(containsFilter('application number')),
  /** Applications naming this equipment file (the installation inspection page). */
  equipmentId: boundedText(64).optional().describe('Only applications that name the equipment file with this id (exact)'),
  kind: ZInspectionKind.optional().describe(exactFilter('inspection kind')),
  state: ZInspectionApplicationState.optional().describe(exactFilter('state')),
  paymentState: ZPaymentState.optional().describe(exactFilter('payment state')),
  submittedFrom: ZIsoDate.optional().describe(fromDayFilter('submission time')),
  submittedTo: ZIsoDate.optional().describe(toDayFilter('submission time')),
}).superRefine(rangesInOrder([['submittedFrom', 'submittedTo']]));

/** Equipment not yet on file, for first and supervision inspections (new-equ-apply). */
export const ZNewEquipmentItemSchema = z.object({
  categoryCode: ZCategoryCode,
  subTypeCode: requiredText(4),
  equipmentName: requiredText(100),
  deviceCode: boundedText(50).default(''),
  model: boundedText(100).default(''),
  usePlace: requiredText(200),
});

const ZInspectionApplicationFieldsSchema = z.object({
  kind: ZInspectionKind,
  equipmentIds: z.array(ZText.min(1).max(64)).max(200).default([]),
  newEquipment: z.array(ZNewEquipmentItemSchema).max(50).default([]),
  institute: boundedText(100).default(''),
  wishedDate: ZIsoDate.optional(),
  siteContact: requiredText(50, 'nameRequired'),
  siteContactMobile: required(ZMobile),
  siteAddress: requiredText(200),
  areaCode: ZAreaCode,
  maintenanceUnit: boundedText(100).default(''),
  invoiceTitle: boundedText(100).default(''),
  taxNo: boundedText(20).default(''),
  reportPickup: ZReportPickup.default('self'),
  expressAddress: boundedText(200).default(''),
  urgent: z.boolean().default(false),
  remark: boundedText(500, 'multiline').default(''),
  attachmentIds: ZAttachmentIds,
  /** 施工信息 (supervision): the constructor, the construction's kind and the unit's construction record (施工告知). */
  constructionUnit: boundedText(100).default(''),
  constructionKind: ZConstructionKind.optional(),
  constructionRecordId: ZText.min(1).max(64).optional(),
  /** The files of each material the kind asks for (docs/inspection-applications.md, "What each kind asks for"). */
  materials: ZInspectionApplicationMaterialsSchema,
  /** 管道单元 per chosen piping file (管道定期检验). */
  items: ZInspectionApplicationPipelineItemsSchema,
});

const hasEquipment = (body: { equipmentIds: string[]; newEquipment: unknown[] }) =>
  body.equipmentIds.length + body.newEquipment.length > 0;
const NO_EQUIPMENT = { message: message('required'), path: ['equipmentIds'] };
/** 快递 needs the address the report is posted to. */
const expressHasAddress = (body: { reportPickup: string; expressAddress: string }) =>
  body.reportPickup !== 'express' || body.expressAddress.trim() !== '';
const NO_EXPRESS_ADDRESS = { message: message('required'), path: ['expressAddress'] };

/** The application save: commit=false keeps a draft; isPc tells the PC form from the phone page. */
export const ZInspectionApplicationBodySchema = ZInspectionApplicationFieldsSchema.extend({
  commit: ZCommit,
  isPc: z.boolean().default(true),
})
  .refine(hasEquipment, NO_EQUIPMENT)
  .refine(expressHasAddress, NO_EXPRESS_ADDRESS)
  .superRefine(kindFormIssues);
export type InspectionApplicationBody = z.input<typeof ZInspectionApplicationBodySchema>;

/** The public onlineApply page saves with an authorisation code instead of a session. */
export const ZAuthCodeApplicationBodySchema = ZInspectionApplicationFieldsSchema.extend({
  commit: ZCommit,
  isPc: z.boolean().default(false),
  authCode: requiredText(64),
})
  .refine(hasEquipment, NO_EQUIPMENT)
  .refine(expressHasAddress, NO_EXPRESS_ADDRESS)
  .superRefine((body, ctx) => kindFormIssues(body, ctx, { filesOnRecord: true }));

export const ZInspectionApplicationEquipmentBodySchema = z.object({
  kind: ZInspectionKind,
  equipmentIds: z.array(ZText.min(1).max(64)).min(1, message('required')).max(200),
  /** The application being edited: its own equipment is not "already applied for". */
  applicationId: ZText.min(1).max(64).optional(),
  /** The fee quote adds the urgent surcharge. */
  urgent: z.boolean().default(false),
});

/** checkOnline: whether each piece of equipment may be applied for now. */
export const ZInspectionApplicationCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(
    z.object({ equipmentId: z.string(), registerCode: z.string(), message: z.string() }),
  ),
});
export type InspectionApplicationCheck = z.infer<typeof ZInspectionApplicationCheckSchema>;

/** getChargeInspectionFee: amounts in yuan. */
export const ZFeeQuoteSchema = z.object({
  items: z.array(
    z.object({
      equipmentId: z.string(),
      registerCode: z.string(),
      equipmentName: z.string(),
      fee: z.number(),
      feeBreakdown: z.array(z.object({ label: z.string(), amount: z.number() })).default([]),
    }),
  ),
  total: z.number(),
});
export type FeeQuote = z.infer<typeof ZFeeQuoteSchema>;

export const PAYMENT_CHANNELS = ['wechat', 'alipay', 'unionpay'] as const;
export const ZPaymentChannel = z.enum(PAYMENT_CHANNELS);

export const ZPaymentStatusSchema = z.object({
  state: ZPaymentState,
  amount: z.number().nullable(),
  orderNo: z.string().nullable(),
  paidAt: ZAnswerDateTime.nullable(),
  /** The latest order's own state (failed and expired orders say so; the page offers a new order). */
  orderState: ZPaymentOrderState.nullable(),
  expiresAt: ZAnswerDateTime.nullable(),
});

/** toPay: an order whose payUrl the page shows as a QR code (pay-code pages). */
export const ZPaymentOrderSchema = z.object({
  orderNo: z.string(),
  applicationId: z.string(),
  applicationNo: z.string(),
  unitName: z.string(),
  amount: z.number(),
  channel: ZPaymentChannel,
  payUrl: z.string(),
  state: ZPaymentState,
  orderState: ZPaymentOrderState,
  expiresAt: ZAnswerDateTime,
  paidAt: ZAnswerDateTime.nullable(),
});
export type PaymentOrder = z.infer<typeof ZPaymentOrderSchema>;

export const ZInspectionInstituteSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
});

/**
 * The application form as typed (everything but the equipment, which the page keeps as a list):
 * the same rules and messages as the save body; 快递 needs the postal address.
 */
export function inspectionApplicationFormSchema() {
  const fields = z.object({
    institute: optionalText(100),
    wishedDate: dateText(),
    siteContact: requiredText(50, 'nameRequired'),
    siteContactMobile: required(ZMobile),
    siteAddress: requiredText(200),
    areaCode: ZAreaCode,
    maintenanceUnit: optionalText(100),
    invoiceTitle: optionalText(100),
    taxNo: optionalText(20),
    reportPickup: choiceText(['self', 'express'], true),
    expressAddress: optionalText(200),
    urgent: z.boolean(),
    remark: optionalText(500, 'multiline'),
    constructionUnit: optionalText(100),
    constructionKind: choiceText(ZConstructionKind.options),
    constructionRecordId: optionalText(64),
    /** 管道单元 per chosen piping file, in the order of the chosen equipment (管道定期检验). */
    items: pipelineUnitsFormSchema(),
  });
  return withFormChecks(fields, (values, ctx) => {
    if (values.reportPickup === 'express' && typeof values.expressAddress === 'string' && values.expressAddress.trim() === '') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['expressAddress'], message: message('required') });
    }
  });
}
export type InspectionApplicationForm = z.input<ReturnType<typeof inspectionApplicationFormSchema>>;
