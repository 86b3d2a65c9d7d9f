import { formatWireDateTime } from '../../http/wire-date';
import type { FlowingRow, VersionedReport } from './store';
import { reportFileTypes } from './store';

/** A report as `report/list` writes it. */
export function reportAnswer(row: VersionedReport) {
  return {
    id: row.id,
    reportNo: row.reportNo,
    checkType: row.kind,
    equipmentId: row.equipmentId,
    equCategory: row.categoryCode,
    equName: row.equipmentName,
    registCode: row.registerCode,
    checkOrg: row.institute,
    checkDate: row.checkDate,
    checkConclusion: row.conclusion,
    nextCheckDate: row.nextCheckDate,
    issueDate: row.issuedAt ? formatWireDateTime(row.issuedAt) : null,
    fileTypes: reportFileTypes(row.conclusion).join(','),
    version: row.version,
    supersedesNo: row.supersedesNo,
    supersededByNo: row.supersededByNo,
  };
}

export function flowingAnswer(row: FlowingRow) {
  return {
    id: row.id,
    onlinelsh: row.applicationNo,
    checkType: row.kind,
    equName: row.equipmentName,
    registCode: row.registerCode,
    status: row.state,
    updateDate: formatWireDateTime(row.updatedAt),
  };
}
