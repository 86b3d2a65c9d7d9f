import { formatWireDateTime } from '../../http/wire-date';
import type { InspectionApplicationListRow } from './store';
import type { InspectionApplicationHistoryRow, InspectionApplicationItemRow, InspectionApplicationRow } from './table';

/** The application's fields as `appOnline` writes them (Jackson: absent values as null). */
function applicationFields(row: InspectionApplicationRow) {
  return {
    id: row.id,
    onlinelsh: row.applicationNo,
    checkType: row.kind,
    status: row.state,
    payState: row.paymentState,
    checkOrg: row.institute,
    siteContact: row.siteContact,
    siteContactMobile: row.siteContactMobile,
    siteAddress: row.siteAddress,
    areaCode: row.areaCode,
    wishDate: row.wishedDate,
    maintainUnit: row.maintenanceUnit,
    invoiceTitle: row.invoiceTitle,
    taxNo: row.taxNo,
    reportPickup: row.reportPickup,
    expressAddress: row.expressAddress,
    urgent: row.urgent ? '1' : '0',
    remark: row.remark,
    feeTotal: row.feeTotal,
    opinion: row.opinion,
    bcwUnit: row.constructionUnit,
    bcwType: row.constructionKind,
    bcwId: row.constructionRecordId,
    submitDate: row.submittedAt ? formatWireDateTime(row.submittedAt) : null,
    createDate: formatWireDateTime(row.createdAt),
    updateDate: formatWireDateTime(row.updatedAt),
  };
}

/** One row of `appOnline/list`. */
export function inspectionApplicationAnswer(row: InspectionApplicationListRow) {
  return { ...applicationFields(row), equCount: row.equipmentCount, equclacode: row.categoryCodes };
}

export function itemAnswer(row: InspectionApplicationItemRow) {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    equCategory: row.categoryCode,
    equType: row.subTypeCode,
    registCode: row.registerCode,
    equCode: row.deviceCode,
    equName: row.equipmentName,
    usePlace: row.usePlace,
    fee: row.fee,
    feeBreakdown: row.feeBreakdown,
    pipeUnits: row.pipelineUnits.map((unit) => ({
      pipelineId: unit.pipelineId,
      pipeNo: unit.pipelineNo,
      pipeName: unit.name,
      pipeLength: unit.length,
      nominalDiameter: unit.nominalDiameter,
    })),
  };
}

export function historyAnswer(row: InspectionApplicationHistoryRow) {
  return { status: row.state, operateDate: formatWireDateTime(row.changedAt), operatorName: row.operator, remark: row.remark };
}

/**
 * `appOnline/detail/{id}`: the application, its equipment and its history. `withAuthCode` adds until
 * when the current code is valid (never the code itself: it is texted to the site contact only).
 */
export function inspectionApplicationDetailAnswer(
  row: InspectionApplicationRow,
  items: readonly InspectionApplicationItemRow[],
  history: readonly InspectionApplicationHistoryRow[],
  withAuthCode = false,
) {
  const categories = [...new Set(items.map((item) => item.categoryCode))].join(',');
  return {
    ...applicationFields(row),
    equCount: items.length,
    equclacode: categories,
    items: items.map(itemAnswer),
    history: history.map(historyAnswer),
    authCodeExpires: withAuthCode && row.authCodeExpiresAt ? formatWireDateTime(row.authCodeExpiresAt) : null,
    quotedFeeTotal: row.feeChangedAt ? row.quotedFeeTotal : null,
    feeChangeReason: row.feeChangedAt ? row.feeChangeReason : null,
    feeChangeDate: row.feeChangedAt ? formatWireDateTime(row.feeChangedAt) : null,
    feeAcceptDate: row.feeAcceptedAt ? formatWireDateTime(row.feeAcceptedAt) : null,
  };
}
