import type { WireTerminationType } from '@portal/legacy-protocol';
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { serviceApplicationColumns, serviceApplicationIndexes, serviceHistoryTable, serviceItemsTable } from '../../service-applications/tables';

/** 停用 / 报废 / 注销 applications of the unit's equipment, decided by the institute. */
export const terminations = pgTable(
  'terminations',
  {
    ...serviceApplicationColumns(),
    type: text('type').$type<WireTerminationType>().notNull(),
    reason: text('reason').notNull(),
    stopFrom: date('stop_from', { mode: 'string' }),
    stopTo: date('stop_to', { mode: 'string' }),
    handler: text('handler').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (table) => serviceApplicationIndexes('terminations', table),
);

export const terminationItems = serviceItemsTable(
  { table: 'termination_items', parentColumn: 'termination_id', parentIndex: 'termination_items_termination_idx', equipmentIndex: 'termination_items_equipment_idx' },
  () => terminations,
);

export const terminationHistory = serviceHistoryTable(
  { table: 'termination_history', parentColumn: 'termination_id', parentIndex: 'termination_history_termination_idx' },
  () => terminations,
);

export type TerminationRow = typeof terminations.$inferSelect;
