import type { WireFaultCause } from '@portal/legacy-protocol';
import type { BuildColumns } from 'drizzle-orm';
import { text, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';
import { equipment } from '../resources/equipment/table';
import { users } from '../resources/me/table';
import { units } from '../resources/unit/table';

/** The columns every registration of the unit carries beside its own: the unit, the elevator, the fault. */
export function serviceRegistrationColumns() {
  return {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    registerCode: text('register_code').notNull(),
    equipmentName: text('equipment_name').notNull(),
    place: text('place').notNull(),
    faultDescription: text('fault_description').notNull(),
    faultCause: text('fault_cause').$type<WireFaultCause>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  };
}

/** What the kit reads and writes of a registration table: the shared columns (the kind adds its own). */
export type ServiceRegistrationTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof serviceRegistrationColumns>, 'pg'>;
  dialect: 'pg';
}>;
