import { formatWireDateTime } from '../http/wire-date';
import type { ServiceApplicationTable, ServiceHistoryTable, ServiceItemsTable } from './tables';

export type ServiceItemRow = Pick<ServiceItemsTable['$inferSelect'], 'equipmentId' | 'registerCode' | 'equipmentName'>;
export type ServiceHistoryRow = Pick<ServiceHistoryTable['$inferSelect'], 'state' | 'operator' | 'remark' | 'changedAt'>;

export const itemAnswer = (item: ServiceItemRow) => ({ equipmentId: item.equipmentId, registCode: item.registerCode, equName: item.equipmentName });

export const historyAnswer = (row: ServiceHistoryRow) => ({
  status: row.state,
  operateDate: formatWireDateTime(row.changedAt),
  operatorName: row.operator,
  remark: row.remark,
});

/** The wire fields every application record has (legacy-protocol's SERVICE_APPLICATION_FIELDS). */
export function serviceApplicationAnswer(row: ServiceApplicationTable['$inferSelect'], items: readonly ServiceItemRow[], unitName: string | null) {
  return {
    id: row.id,
    applyNo: row.applicationNo,
    unitName,
    equipments: items.map(itemAnswer),
    status: row.state,
    submitDate: row.submittedAt ? formatWireDateTime(row.submittedAt) : null,
    opinion: row.opinion,
  };
}
