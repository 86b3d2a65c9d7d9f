import {
  INSPECTION_CONCLUSIONS,
  USE_REGISTRATION_KINDS,
  USE_REGISTRATION_STATES,
  ZCategoryCode,
  ZUseRegistrationBodySchema,
  ZUseRegistrationQuerySchema,
  type Attachment,
  type InspectionConclusion,
  type Option,
  type UseRegistrationDetail,
  type UseRegistrationKind,
  type UseRegistrationState,
  type UseRegistrationSummary,
} from '@portal/contract';
import {
  toWirePaging,
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

/** The platform writes kinds, states and conclusions in the Chinese words the contract has as labels. */
function codeOf<C extends string>(list: readonly Option<C>[], word: string): C | undefined {
  return list.find((option) => option.label === word)?.code;
}

function wordOf<W extends string>(list: readonly Option[], words: readonly W[], code: string): W {
  const label = list.find((option) => option.code === code)?.label;
  const word = words.find((candidate) => candidate === label);
  if (!word) throw new Error(`No platform word for ${code}`);
  return word;
}

export const kindWord = (kind: UseRegistrationKind): WireUseRegistrationKind =>
  wordOf(USE_REGISTRATION_KINDS, WIRE_USE_REGISTRATION_KINDS, kind);
export const stateWord = (state: UseRegistrationState): WireUseRegistrationState =>
  wordOf(USE_REGISTRATION_STATES, WIRE_USE_REGISTRATION_STATES, state);
export const kindCode = (word: string): UseRegistrationKind | undefined => codeOf(USE_REGISTRATION_KINDS, word);
export const stateCode = (word: string): UseRegistrationState | undefined => codeOf(USE_REGISTRATION_STATES, word);

const orNull = (text: string): string | null => (text === '' ? null : text);
const isoDay = (text: string): string | null => /^(\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? null;

/** Thrown when the platform answers a word or code the contract cannot express. */
export class UnexpectedRecord extends Error {}

function known<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new UnexpectedRecord(what);
  return value;
}

export function toUseRegistrationSummary(wire: WireUseRegistration): UseRegistrationSummary {
  const category = ZCategoryCode.safeParse(wire.equCategory);
  return {
    id: wire.id,
    applicationNo: wire.applyNo,
    kind: known(kindCode(wire.registKind), `kind ${wire.registKind}`),
    categoryCode: known(category.success ? category.data : undefined, `category ${wire.equCategory}`),
    equipmentName: wire.equName,
    registerCode: wire.registCode,
    useCertNo: orNull(wire.certNo),
    state: known(stateCode(wire.status), `state ${wire.status}`),
    submittedAt: orNull(wire.submitDate),
    updatedAt: wire.updateDate,
  };
}

export function toStateHistoryItem(wire: WireUseRegistrationHistory) {
  const state = known(stateCode(wire.status), `state ${wire.status}`);
  return { state, stateLabel: wire.status, at: wire.operateDate, operator: orNull(wire.operatorName), remark: orNull(wire.remark) };
}

export function toUseRegistrationDetail(wire: WireUseRegistrationDetail, attachments: Attachment[]): UseRegistrationDetail {
  const conclusion = wire.checkConclusion === '' ? null : known(codeOf<InspectionConclusion>(INSPECTION_CONCLUSIONS, wire.checkConclusion), `conclusion ${wire.checkConclusion}`);
  return {
    ...toUseRegistrationSummary(wire),
    equipmentId: orNull(wire.equipmentId),
    subTypeCode: wire.equType,
    deviceCode: wire.equCode,
    model: wire.equModel,
    productNo: wire.productNo,
    manufacturer: wire.makeUnit,
    installer: wire.installUnit,
    supervisionInstitute: wire.superviseOrg,
    unitName: wire.useUnitName,
    creditCode: wire.useUnitCode,
    unitAddress: wire.useUnitAddress,
    unitInternalNo: wire.unitInnerNo,
    usePlace: wire.usePlace,
    areaCode: orNull(wire.areaCode),
    useDate: isoDay(wire.useDate),
    safetyManager: wire.safetyManager,
    safetyManagerMobile: wire.safetyManagerMobile,
    propertyUnit: wire.propertyUnit,
    maintenanceUnit: wire.maintainUnit,
    inspectionInstitute: wire.checkOrg,
    inspectionReportNo: wire.reportNo,
    inspectionConclusion: conclusion,
    nextCheckDate: isoDay(wire.nextCheckDate),
    declarationAccepted: wire.declaration,
    opinion: orNull(wire.opinion),
    history: wire.history.map(toStateHistoryItem),
    attachments,
  };
}

export type UseRegistrationBodyValue = z.output<typeof ZUseRegistrationBodySchema>;

/** The save / modify form of `useManage` from the clean body (`commit` is the platform's `isCommit`). */
export function toUseRegistrationForm(body: UseRegistrationBodyValue): WireUseRegistrationFormFields {
  const conclusion = body.inspectionConclusion;
  return {
    registKind: kindWord(body.kind),
    equipmentId: body.equipmentId ?? '',
    equCategory: body.categoryCode,
    equType: body.subTypeCode,
    equName: body.equipmentName,
    equCode: body.deviceCode,
    registCode: body.registerCode ?? '',
    equModel: body.model,
    productNo: body.productNo,
    makeUnit: body.manufacturer,
    installUnit: body.installer,
    superviseOrg: body.supervisionInstitute,
    unitInnerNo: body.unitInternalNo,
    usePlace: body.usePlace,
    areaCode: body.areaCode,
    useDate: body.useDate,
    safetyManager: body.safetyManager,
    safetyManagerMobile: body.safetyManagerMobile,
    propertyUnit: body.propertyUnit,
    maintainUnit: body.maintenanceUnit,
    checkOrg: body.inspectionInstitute,
    reportNo: body.inspectionReportNo,
    checkConclusion: conclusion ? (INSPECTION_CONCLUSIONS.find((option) => option.code === conclusion)?.label ?? '') : '',
    nextCheckDate: body.nextCheckDate ?? '',
    declaration: body.declarationAccepted,
    attachmentIds: body.attachmentIds,
    isCommit: body.commit,
  };
}

export type UseRegistrationQueryValue = z.output<typeof ZUseRegistrationQuerySchema>;

/**
 * `useManage/list` parameters. The clean API's `submittedTo` is inclusive; it goes out as
 * `submitDateEnd`, which the legacy client's date rule moves one day on for the platform's `<`.
 */
export function toUseRegistrationListQuery(query: UseRegistrationQueryValue): Record<string, QueryValue> {
  return {
    ...toWirePaging(query.page, query.pageSize, query.sort),
    keyword: query.keyword,
    registKind: query.kind ? kindWord(query.kind) : undefined,
    status: query.state ? stateWord(query.state) : undefined,
    equCategory: query.categoryCode,
    registCode: query.registerCode,
    submitDateBegin: query.submittedFrom,
    submitDateEnd: query.submittedTo,
  };
}
