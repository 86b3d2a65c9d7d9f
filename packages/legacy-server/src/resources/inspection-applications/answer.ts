import { wireFieldsOf } from '../../http/wire-columns';
import { formatWireDateTime } from '../../http/wire-date';
import type { InspectionApplicationListRow } from './store';
import type { InspectionApplicationHistoryRow, InspectionApplicationItemRow, InspectionApplicationRow } from './table';

/** The application's wire fields and the columns that hold them, in the order `appOnline` writes them; a saved form fills those it carries. */
export const INSPECTION_APPLICATION_WIRE_COLUMNS = {
  id: 'id',
  onlinelsh: 'applicationNo',
  checkType: 'kind',
  status: 'state',
  payState: 'paymentState',
  checkOrg: 'institute',
  siteContact: 'siteContact',
  siteContactMobile: 'siteContactMobile',
  siteAddress: 'siteAddress',
  areaCode: 'areaCode',
  wishDate: 'wishedDate',
  maintainUnit: 'maintenanceUnit',
  invoiceTitle: 'invoiceTitle',
  taxNo: 'taxNo',
  reportPickup: 'reportPickup',
  expressAddress: 'expressAddress',
  urgent: 'urgent',
  remark: 'remark',
  feeTotal: 'feeTotal',
  opinion: 'opinion',
  bcwUnit: 'constructionUnit',
  bcwType: 'constructionKind',
  bcwId: 'constructionRecordId',
  submitDate: 'submittedAt',
  createDate: 'createdAt',
  updateDate: 'updatedAt',
} as const;

/** The application's fields as `appOnline` writes them (Jackson: absent values as null). */
function applicationFields(row: InspectionApplicationRow) {
  return {
    ...wireFieldsOf(row, INSPECTION_APPLICATION_WIRE_COLUMNS),
    urgent: row.urgent ? '1' : '0',
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
