import {
  CONSTRUCTION_KINDS,
  INSPECTION_APPLICATION_STATES,
  INSPECTION_KINDS,
  PAYMENT_STATES,
  REPORT_PICKUPS,
  ZInspectionApplicationEquipmentBodySchema,
  ZInspectionApplicationBodySchema,
  ZInspectionApplicationQuerySchema,
  type InspectionApplicationCheck,
  type InspectionApplicationInspection,
  type Attachment,
  type FeeQuote,
  type InspectionApplicationDetail,
  type InspectionApplicationSummary,
  type ProcessingDetail,
} from '@portal/contract';
import {
  CONSTRUCTION_KIND_WORDS,
  inspectionKindWord,
  inspectionStateWord,
  PAYMENT_STATE_WORDS,
  REPORT_PICKUP_WORDS,
  type QueryValue,
  type WireApplicationCheck,
  type WireFeeQuote,
  type WireInspectionApplication,
  type WireInspectionApplicationDetail,
  type WireInspectionApplicationFormFields,
  type WireInspectionApplicationHistory,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { textsOfWire, wireTextsOf } from '../../legacy/wire-texts';
import { categoryOf, codeOf, isoDate, optionalCodeOf, sortFieldsOf, textOrNull, toStateHistoryItem, wirePagingOf, type SortFields } from '../../legacy/wire-values';

// The platform writes kinds, states, payment states and pick-up in the Chinese words the contract has as labels.

/** Where and with whom the institute inspects: clean name -> the platform's name, both ways. */
const SITE_TEXTS = { institute: 'checkOrg', siteContact: 'siteContact', siteContactMobile: 'siteContactMobile', siteAddress: 'siteAddress' } as const;

/** Who maintains the equipment and whom the institute invoices: clean name -> the platform's name, both ways. */
const BILLING_TEXTS = { maintenanceUnit: 'maintainUnit', invoiceTitle: 'invoiceTitle', taxNo: 'taxNo' } as const;

export function toInspectionApplicationSummary(wire: WireInspectionApplication): InspectionApplicationSummary {
  return {
    id: wire.id,
    applicationNo: wire.onlinelsh,
    kind: codeOf(INSPECTION_KINDS, wire.checkType, 'inspection kind'),
    state: codeOf(INSPECTION_APPLICATION_STATES, wire.status, 'application state'),
    equipmentCount: wire.equCount,
    categoryCodes: (wire.equclacode ?? '')
      .split(',')
      .filter((code) => code !== '')
      .map(categoryOf),
    wishedDate: isoDate(wire.wishDate),
    submittedAt: textOrNull(wire.submitDate),
    fee: wire.feeTotal,
    paymentState: codeOf(PAYMENT_STATES, wire.payState ?? PAYMENT_STATE_WORDS.unpaid, 'payment state'),
  };
}

export const toApplicationHistoryItem = (wire: WireInspectionApplicationHistory) =>
  toStateHistoryItem(wire, (word) => codeOf(INSPECTION_APPLICATION_STATES, word, 'application state'));

export function toInspectionApplicationDetail(wire: WireInspectionApplicationDetail, attachments: Attachment[]): InspectionApplicationDetail {
  return {
    ...toInspectionApplicationSummary(wire),
    items: wire.items.map((item) => ({
      equipmentId: textOrNull(item.equipmentId),
      categoryCode: categoryOf(item.equCategory),
      subTypeCode: item.equType ?? '',
      registerCode: item.registCode ?? '',
      deviceCode: item.equCode ?? '',
      equipmentName: item.equName ?? '',
      usePlace: item.usePlace ?? '',
      fee: item.fee,
      feeBreakdown: item.feeBreakdown.map((line) => ({ label: line.label, amount: line.amount ?? 0 })),
      pipelineUnits: item.pipeUnits.map((unit) => ({
        ...(unit.pipelineId ? { pipelineId: unit.pipelineId } : {}),
        pipelineNo: unit.pipeNo ?? '',
        name: unit.pipeName ?? '',
        length: unit.pipeLength ?? 0,
        ...(typeof unit.nominalDiameter === 'number' ? { nominalDiameter: unit.nominalDiameter } : {}),
      })),
    })),
    ...textsOfWire(wire, SITE_TEXTS),
    areaCode: textOrNull(wire.areaCode),
    ...textsOfWire(wire, BILLING_TEXTS),
    reportPickup: codeOf(REPORT_PICKUPS, wire.reportPickup ?? REPORT_PICKUP_WORDS.self, 'report pick-up'),
    expressAddress: wire.expressAddress ?? '',
    urgent: wire.urgent,
    remark: wire.remark ?? '',
    opinion: textOrNull(wire.opinion),
    authCodeExpiresAt: textOrNull(wire.authCodeExpires),
    authLinkSentAt: textOrNull(wire.authLinkSendDate),
    authLinkWaitSeconds: Math.max(0, wire.authLinkWait ?? 0),
    feeChange: wire.feeChangeDate
      ? { quotedFee: wire.quotedFeeTotal ?? 0, reason: wire.feeChangeReason ?? '', changedAt: wire.feeChangeDate, acceptedAt: textOrNull(wire.feeAcceptDate) }
      : null,
    constructionUnit: wire.bcwUnit ?? '',
    constructionKind: optionalCodeOf(CONSTRUCTION_KINDS, wire.bcwType, 'construction kind'),
    constructionRecordId: textOrNull(wire.bcwId),
    history: wire.history.map(toApplicationHistoryItem),
    attachments,
  };
}

export type InspectionApplicationBodyValue = z.output<typeof ZInspectionApplicationBodySchema>;

/** The save form of `appOnline` from the clean body (`commit` is the platform's `isCommit`). */
export function toInspectionApplicationForm(
  body: Omit<InspectionApplicationBodyValue, 'isPc'> & { isPc: boolean },
): WireInspectionApplicationFormFields {
  return {
    checkType: inspectionKindWord(body.kind),
    equipmentIds: body.equipmentIds,
    newEquipment: body.newEquipment.map((item) => ({
      equCategory: item.categoryCode,
      equType: item.subTypeCode,
      equName: item.equipmentName,
      equCode: item.deviceCode,
      equModel: item.model,
      usePlace: item.usePlace,
    })),
    wishDate: body.wishedDate ?? '',
    ...wireTextsOf(body, SITE_TEXTS),
    areaCode: body.areaCode,
    ...wireTextsOf(body, BILLING_TEXTS),
    reportPickup: REPORT_PICKUP_WORDS[body.reportPickup],
    expressAddress: body.expressAddress,
    urgent: body.urgent,
    remark: body.remark,
    attachmentIds: body.attachmentIds,
    bcwUnit: body.constructionUnit,
    bcwType: body.constructionKind ? CONSTRUCTION_KIND_WORDS[body.constructionKind] : '',
    bcwId: body.constructionRecordId ?? '',
    materials: body.materials,
    pipeUnits: body.items.map((item) => ({
      equipmentId: item.equipmentId,
      units: item.pipelineUnits.map((unit) => ({
        pipelineId: unit.pipelineId ?? '',
        pipeNo: unit.pipelineNo,
        pipeName: unit.name,
        pipeLength: unit.length,
        nominalDiameter: unit.nominalDiameter ?? null,
      })),
    })),
    isCommit: body.commit,
    isPc: body.isPc,
  };
}

export type InspectionApplicationQueryValue = z.output<typeof ZInspectionApplicationQuerySchema>;

/**
 * Clean sort fields -> the application columns the platform orders by, for the unit's list
 * (`appOnline/list`) and the institute's (`appOnlineAudit/list`), which share them.
 */
export const INSPECTION_APPLICATION_SORT_FIELDS = sortFieldsOf(['applicationNo', 'kind', 'state', 'wishedDate', 'submittedAt', 'fee', 'paymentState'], { fee: 'feeTotal' });

/** The export's one order: the data host writes the newest application first whatever the list's sort. */
export const INSPECTION_APPLICATION_EXPORT_ORDER: SortFields = { applicationNo: { only: 'desc' } };

/** The list's filters in the wire's words, for the list and its export. */
export function toInspectionApplicationFilters(query: Omit<InspectionApplicationQueryValue, 'page' | 'pageSize' | 'sort'>): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    onlinelsh: query.applicationNo,
    equipmentId: query.equipmentId,
    checkType: query.kind ? inspectionKindWord(query.kind) : undefined,
    status: query.state ? inspectionStateWord(query.state) : undefined,
    payState: query.paymentState ? PAYMENT_STATE_WORDS[query.paymentState] : undefined,
    submitDateBegin: query.submittedFrom,
    submitDateEnd: query.submittedTo,
  };
}

/**
 * `appOnline/list` parameters; undefined when `sort` names a field the list cannot sort by.
 * `submitDateEnd` goes through the date rule (inclusive → exclusive).
 */
export function toInspectionApplicationListQuery(query: InspectionApplicationQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, INSPECTION_APPLICATION_SORT_FIELDS);
  return paging && { ...paging, ...toInspectionApplicationFilters(query) };
}

export type InspectionApplicationEquipmentValue = z.output<typeof ZInspectionApplicationEquipmentBodySchema>;

export function toApplicationEquipmentForm(body: InspectionApplicationEquipmentValue): Record<string, string> {
  return {
    checkType: inspectionKindWord(body.kind),
    equipmentIds: body.equipmentIds.join(','),
    ...(body.applicationId ? { id: body.applicationId } : {}),
    urgent: body.urgent ? '1' : '0',
  };
}

export function toApplicationCheck(wire: WireApplicationCheck): InspectionApplicationCheck {
  return {
    ok: wire.pass && wire.problems.length === 0,
    problems: wire.problems.map((problem) => ({ equipmentId: problem.equipmentId, registerCode: problem.registCode ?? '', message: problem.reason })),
  };
}

export function toFeeQuote(wire: WireFeeQuote): FeeQuote {
  return {
    items: wire.items.map((item) => ({
      equipmentId: item.equipmentId,
      registerCode: item.registCode ?? '',
      equipmentName: item.equName ?? '',
      fee: item.fee ?? 0,
      feeBreakdown: item.feeBreakdown.map((line) => ({ label: line.label, amount: line.amount ?? 0 })),
    })),
    total: wire.total ?? 0,
  };
}

/** The unit's view of its application's inspection: the institute's detail without the application itself. */
export function toApplicationInspection(detail: ProcessingDetail): InspectionApplicationInspection {
  return {
    applicationId: detail.id,
    items: detail.items,
    schedule: detail.schedule,
    checkDate: detail.checkDate,
    resultRemark: detail.resultRemark,
    results: detail.results,
    rectification: detail.rectification,
  };
}
