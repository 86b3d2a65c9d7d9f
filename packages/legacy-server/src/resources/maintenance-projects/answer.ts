import type { MaintenanceProjectRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';
import { itemAnswer, type ServiceItemRow } from '../terminations/answer';

export function maintenanceProjectAnswer(row: MaintenanceProjectRow, items: readonly ServiceItemRow[], unitName: string | null = null) {
  return {
    id: row.id,
    applyNo: row.applicationNo,
    projType: row.kind,
    unitName,
    equipments: items.map(itemAnswer),
    constructUnit: row.constructionUnit,
    licenceNo: row.licenseNo,
    noticeDate: row.noticeDate,
    planFinishDate: row.plannedCompletionDate,
    status: row.state,
    submitDate: row.submittedAt ? formatWireDateTime(row.submittedAt) : null,
    opinion: row.opinion,
  };
}
