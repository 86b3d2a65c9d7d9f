import type { TerminationItemRow, TerminationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

export type ServiceHistoryRow = { state: string; operator: string | null; remark: string | null; changedAt: Date };
export type ServiceItemRow = Pick<TerminationItemRow, 'equipmentId' | 'registerCode' | 'equipmentName'>;

export const itemAnswer = (item: ServiceItemRow) => ({ equipmentId: item.equipmentId, registCode: item.registerCode, equName: item.equipmentName });

export const historyAnswer = (row: ServiceHistoryRow) => ({
  status: row.state,
  operateDate: formatWireDateTime(row.changedAt),
  operatorName: row.operator,
  remark: row.remark,
});

export function terminationAnswer(row: TerminationRow, items: readonly ServiceItemRow[], unitName: string | null = null) {
  return {
    id: row.id,
    applyNo: row.applicationNo,
    rlvType: row.type,
    unitName,
    equipments: items.map(itemAnswer),
    reason: row.reason,
    stopBeginDate: row.stopFrom,
    stopEndDate: row.stopTo,
    handler: row.handler,
    remark: row.remark,
    status: row.state,
    submitDate: row.submittedAt ? formatWireDateTime(row.submittedAt) : null,
    opinion: row.opinion,
  };
}
