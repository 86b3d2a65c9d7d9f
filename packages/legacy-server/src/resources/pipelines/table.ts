import { date, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { equipment, type RecordState, type UseState } from '../equipment/table';
import { units } from '../unit/table';

/** 管道自行维护 (selfMaintain on the wire): one line of a unit's pressure piping (8000), kept by the unit, accepted by the institute. */
export const pipelines = pgTable(
  'pipelines',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    subTypeCode: text('sub_type_code').notNull(),
    registerCode: text('register_code'),
    useCertNo: text('use_cert_no'),
    name: text('name').notNull(),
    pipelineNo: text('pipeline_no').notNull(),
    pipeGrade: text('pipe_grade'),
    medium: text('medium'),
    startPoint: text('start_point'),
    endPoint: text('end_point'),
    nominalDiameter: doublePrecision('nominal_diameter'),
    wallThickness: doublePrecision('wall_thickness'),
    length: doublePrecision('length'),
    designPressure: doublePrecision('design_pressure'),
    designTemperature: doublePrecision('design_temperature'),
    areaCode: text('area_code'),
    usePlace: text('use_place'),
    installDate: date('install_date', { mode: 'string' }),
    useState: text('use_state').$type<UseState>().notNull(),
    checkConclusion: text('check_conclusion'),
    nextCheckDate: date('next_check_date', { mode: 'string' }),
    safetyManager: text('safety_manager'),
    safetyManagerPhone: text('safety_manager_phone'),
    recordState: text('record_state').$type<RecordState>().notNull(),
    opinion: text('opinion'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('pipelines_unit_no_idx').on(table.unitId, table.pipelineNo),
    index('pipelines_unit_next_check_idx').on(table.unitId, table.nextCheckDate),
  ],
);

export type PipelineRow = typeof pipelines.$inferSelect;
export type NewPipelineRow = typeof pipelines.$inferInsert;
