import {
  INSPECTION_CONCLUSIONS,
  USE_REGISTRATION_KINDS,
  USE_REGISTRATION_STATES,
  ZUseRegistrationBodySchema,
  ZUseRegistrationQuerySchema,
  type Attachment,
  type UseRegistrationDetail,
  type UseRegistrationKind,
  type UseRegistrationState,
  type UseRegistrationSummary,
} from '@portal/contract';
import {
  WIRE_USE_REGISTRATION_KINDS,
  WIRE_USE_REGISTRATION_STATES,
  type QueryValue,
  type WireUseRegistration,
  type WireUseRegistrationDetail,
  type WireUseRegistrationFormFields,
  type WireUseRegistrationHistory,
  type WireUseRegistrationKind,
  type WireUseRegistrationState,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { textsOfWire, wireTextsOf } from '../../legacy/wire-texts';
import { categoryOf, codeOf, findCode, isoDate, labelFor, optionalCodeOf, sortFieldsOf, textOrNull, toStateHistoryItem, wireWordOf } from '../../legacy/wire-values';

// The platform writes kinds, states and conclusions in the Chinese words the contract has as labels.

export const kindWord = (kind: UseRegistrationKind): WireUseRegistrationKind =>
  wireWordOf(USE_REGISTRATION_KINDS, WIRE_USE_REGISTRATION_KINDS, kind);
export const stateWord = (state: UseRegistrationState): WireUseRegistrationState =>
  wireWordOf(USE_REGISTRATION_STATES, WIRE_USE_REGISTRATION_STATES, state);
export const kindCode = (word: string): UseRegistrationKind | undefined => findCode(USE_REGISTRATION_KINDS, word);
export const stateCode = (word: string): UseRegistrationState | undefined => findCode(USE_REGISTRATION_STATES, word);

/** The equipment's texts as the unit declares them: clean name -> the platform's name, both ways. */
const EQUIPMENT_TEXTS = {
  subTypeCode: 'equType',
  deviceCode: 'equCode',
  model: 'equModel',
  productNo: 'productNo',
  manufacturer: 'makeUnit',
  installer: 'installUnit',
  supervisionInstitute: 'superviseOrg',
} as const;

/** Who keeps the equipment and who inspected it last: clean name -> the platform's name, both ways. */
const KEEPING_TEXTS = {
  safetyManager: 'safetyManager',
  safetyManagerMobile: 'safetyManagerMobile',
  propertyUnit: 'propertyUnit',
  maintenanceUnit: 'maintainUnit',
  inspectionInstitute: 'checkOrg',
  inspectionReportNo: 'reportNo',
} as const;

export function toUseRegistrationSummary(wire: WireUseRegistration): UseRegistrationSummary {
  return {
    id: wire.id,
    applicationNo: wire.applyNo ?? '',
    kind: codeOf(USE_REGISTRATION_KINDS, wire.registKind, 'kind'),
    categoryCode: categoryOf(wire.equCategory),
    equipmentName: wire.equName ?? '',
    registerCode: wire.registCode ?? '',
    useCertNo: textOrNull(wire.certNo),
    state: codeOf(USE_REGISTRATION_STATES, wire.status, 'state'),
    submittedAt: textOrNull(wire.submitDate),
    updatedAt: wire.updateDate,
  };
}

/** The saved reference of `useManage/save` and `modify`: the application's id and its state afterwards. */
export function toSavedUseRegistration(wire: Pick<WireUseRegistration, 'id' | 'status'>) {
  return { id: wire.id, state: codeOf(USE_REGISTRATION_STATES, wire.status, 'state') };
}

export const toUseRegistrationHistoryItem = (wire: WireUseRegistrationHistory) =>
  toStateHistoryItem(wire, (word) => codeOf(USE_REGISTRATION_STATES, word, 'state'));

export function toUseRegistrationDetail(wire: WireUseRegistrationDetail, attachments: Attachment[]): UseRegistrationDetail {
  return {
    ...toUseRegistrationSummary(wire),
    equipmentId: textOrNull(wire.equipmentId),
    ...textsOfWire(wire, EQUIPMENT_TEXTS),
    unitName: wire.useUnitName ?? '',
    creditCode: wire.useUnitCode ?? '',
    unitAddress: wire.useUnitAddress ?? '',
    unitInternalNo: wire.unitInnerNo ?? '',
    usePlace: wire.usePlace ?? '',
    areaCode: textOrNull(wire.areaCode),
    useDate: isoDate(wire.useDate),
    ...textsOfWire(wire, KEEPING_TEXTS),
    inspectionConclusion: optionalCodeOf(INSPECTION_CONCLUSIONS, wire.checkConclusion, 'conclusion'),
    nextCheckDate: isoDate(wire.nextCheckDate),
    declarationAccepted: wire.declaration,
    opinion: textOrNull(wire.opinion),
    history: wire.history.map(toUseRegistrationHistoryItem),
    attachments,
  };
}

export type UseRegistrationBodyValue = z.output<typeof ZUseRegistrationBodySchema>;

/** The save / modify form of `useManage` from the clean body (`commit` is the platform's `isCommit`). */
export function toUseRegistrationForm(body: UseRegistrationBodyValue): WireUseRegistrationFormFields {
  return {
    registKind: kindWord(body.kind),
    equipmentId: body.equipmentId ?? '',
    equCategory: body.categoryCode,
    equName: body.equipmentName,
    registCode: body.registerCode ?? '',
    ...wireTextsOf(body, EQUIPMENT_TEXTS),
    unitInnerNo: body.unitInternalNo,
    usePlace: body.usePlace,
    areaCode: body.areaCode,
    useDate: body.useDate,
    ...wireTextsOf(body, KEEPING_TEXTS),
    checkConclusion: labelFor(INSPECTION_CONCLUSIONS, body.inspectionConclusion) ?? '',
    nextCheckDate: body.nextCheckDate ?? '',
    declaration: body.declarationAccepted,
    attachmentIds: body.attachmentIds,
    isCommit: body.commit,
  };
}

export type UseRegistrationQueryValue = z.output<typeof ZUseRegistrationQuerySchema>;

/** Clean sort fields -> the `useManage/list` columns the platform orders by (its sortable columns). */
export const USE_REGISTRATION_SORT_FIELDS = sortFieldsOf(['applicationNo', 'kind', 'categoryCode', 'equipmentName', 'registerCode', 'state', 'submittedAt', 'updatedAt']);

/**
 * `useManage/list` filters. The clean API's `submittedTo` is inclusive; it goes out as `submitDateEnd`,
 * which the legacy client's date rule moves one day on for the platform's `<`.
 */
export function toUseRegistrationFilters(query: UseRegistrationQueryValue): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    registKind: query.kind ? kindWord(query.kind) : undefined,
    status: query.state ? stateWord(query.state) : undefined,
    equCategory: query.categoryCode,
    registCode: query.registerCode,
    submitDateBegin: query.submittedFrom,
    submitDateEnd: query.submittedTo,
  };
}
