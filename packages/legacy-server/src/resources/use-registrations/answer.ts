import { wireFieldsOf } from '../../http/wire-columns';
import type { UseRegistrationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

export type HistoryRow = { state: string; operator: string | null; remark: string | null; changedAt: Date };

/** The record's wire fields and the columns that hold them, in the order `useManage` writes them; a saved form fills those it carries. */
export const USE_REGISTRATION_WIRE_COLUMNS = {
  id: 'id',
  applyNo: 'applicationNo',
  registKind: 'kind',
  status: 'state',
  equipmentId: 'equipmentId',
  equCategory: 'categoryCode',
  equType: 'subTypeCode',
  equName: 'equipmentName',
  equCode: 'deviceCode',
  registCode: 'registerCode',
  equModel: 'model',
  productNo: 'productNo',
  makeUnit: 'manufacturer',
  installUnit: 'installer',
  superviseOrg: 'supervisionInstitute',
  useUnitName: 'unitName',
  useUnitCode: 'creditCode',
  useUnitAddress: 'unitAddress',
  unitInnerNo: 'unitInternalNo',
  usePlace: 'usePlace',
  areaCode: 'areaCode',
  useDate: 'useDate',
  safetyManager: 'safetyManager',
  safetyManagerMobile: 'safetyManagerMobile',
  propertyUnit: 'propertyUnit',
  maintainUnit: 'maintenanceUnit',
  checkOrg: 'inspectionInstitute',
  reportNo: 'inspectionReportNo',
  checkConclusion: 'inspectionConclusion',
  nextCheckDate: 'nextCheckDate',
  declaration: 'declarationAccepted',
  certNo: 'useCertNo',
  opinion: 'opinion',
  submitDate: 'submittedAt',
  createDate: 'createdAt',
  updateDate: 'updatedAt',
} as const;

/** Jackson writes absent values as null; the record keeps the platform's field names. */
export function registrationAnswer(row: UseRegistrationRow) {
  return {
    ...wireFieldsOf(row, USE_REGISTRATION_WIRE_COLUMNS),
    declaration: row.declarationAccepted ? '1' : '0',
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
