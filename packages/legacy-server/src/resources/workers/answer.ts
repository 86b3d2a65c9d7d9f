import { OPERATOR_CODES } from '@portal/contract';
import type { QualificationRow, WorkerRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

/** Per operator, what the list shows besides the row: its certificates' codes and the nearest end date. */
export type WorkerFigures = { workTypes: string[]; nearestValidDate: string | null };

const workTypeName = (code: string): string | null => OPERATOR_CODES.find((option) => option.code === code)?.label ?? null;

/** An operator as `operator/list` writes it (full numbers: the platform trusts its caller). */
export function workerAnswer(row: WorkerRow, figures: WorkerFigures) {
  return {
    id: row.id,
    name: row.name,
    sex: row.gender,
    identityCard: row.idCard,
    mobile: row.mobile,
    status: row.employmentState,
    workTypes: figures.workTypes.join(','),
    nearestValidDate: figures.nearestValidDate,
    remark: row.remark,
    updateDate: formatWireDateTime(row.updatedAt),
  };
}

/** A qualification; the certificate list adds its holder's name and state. */
export function qualificationAnswer(row: QualificationRow, holder?: { name: string; status: string }) {
  return {
    id: row.id,
    operatorId: row.workerId,
    workType: row.operatorCode,
    workTypeName: workTypeName(row.operatorCode),
    certNo: row.certificateNo,
    issueOrg: row.issuingAuthority,
    issueDate: row.issueDate,
    validDate: row.validTo,
    reviewDate: row.reviewDate,
    ...(holder ? { operatorName: holder.name, operatorStatus: holder.status } : {}),
  };
}
