import type { UseRegistrationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

export type HistoryRow = { state: string; operator: string | null; remark: string | null; changedAt: Date };

/** Jackson writes absent values as null; the record keeps the platform's field names. */
export function registrationAnswer(row: UseRegistrationRow) {
  return {
    id: row.id,
    applyNo: row.applicationNo,
    registKind: row.kind,
    status: row.state,
    equipmentId: row.equipmentId,
    equCategory: row.categoryCode,
    equType: row.subTypeCode,
    equName: row.equipmentName,
    equCode: row.deviceCode,
    registCode: row.registerCode,
    equModel: row.model,
    productNo: row.productNo,
    makeUnit: row.manufacturer,
    installUnit: row.installer,
    superviseOrg: row.supervisionInstitute,
    useUnitName: row.unitName,
    useUnitCode: row.creditCode,
    useUnitAddress: row.unitAddress,
    unitInnerNo: row.unitInternalNo,
    usePlace: row.usePlace,
    areaCode: row.areaCode,
    useDate: row.useDate,
    safetyManager: row.safetyManager,
    safetyManagerMobile: row.safetyManagerMobile,
    propertyUnit: row.propertyUnit,
    maintainUnit: row.maintenanceUnit,
    checkOrg: row.inspectionInstitute,
    reportNo: row.inspectionReportNo,
    checkConclusion: row.inspectionConclusion,
    nextCheckDate: row.nextCheckDate,
    declaration: row.declarationAccepted ? '1' : '0',
    certNo: row.useCertNo,
    opinion: row.opinion,
    submitDate: row.submittedAt ? formatWireDateTime(row.submittedAt) : null,
    createDate: formatWireDateTime(row.createdAt),
    updateDate: formatWireDateTime(row.updatedAt),
  };
}

export function historyAnswer(row: HistoryRow) {
  return {
    status: row.state,
    operateDate: formatWireDateTime(row.changedAt),
    operatorName: row.operator,
    remark: row.remark,
  };
}
