import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, inspectionApplicationItems, inspectionApplications, rescueRegistrations } from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import type { RunningLegacyServer } from '../server';
import { startTestLegacyServer } from '../testing';

/** 曳引驱动乘客电梯: the lift a 困人救援 frees people from (docs/domain.md, the sub-type codes). */
const PASSENGER_LIFT = '3110';

let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the demo data is coherent', () => {
  it('has every rescue on a passenger lift of its own unit, with at least one person trapped', async () => {
    const rows = await server.db
      .select({ id: rescueRegistrations.id, unitId: rescueRegistrations.unitId, registerCode: rescueRegistrations.registerCode, trapped: rescueRegistrations.trappedCount, file: equipment })
      .from(rescueRegistrations)
      .leftJoin(equipment, eq(equipment.id, rescueRegistrations.equipmentId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.file?.subTypeCode, `${row.id} sub-type`).toBe(PASSENGER_LIFT);
      expect(row.file?.unitId, `${row.id} unit`).toBe(row.unitId);
      expect(row.file?.registerCode, `${row.id} register code`).toBe(row.registerCode);
      expect(row.trapped, `${row.id} trapped`).toBeGreaterThanOrEqual(1);
    }
  });

  it('has a 首次检验 only for equipment not yet in service when it was applied for', async () => {
    const rows = await server.db
      .select({ id: inspectionApplications.id, kind: inspectionApplications.kind, createdAt: inspectionApplications.createdAt, useDate: equipment.useDate })
      .from(inspectionApplications)
      .innerJoin(inspectionApplicationItems, eq(inspectionApplicationItems.applicationId, inspectionApplications.id))
      .leftJoin(equipment, eq(equipment.id, inspectionApplicationItems.equipmentId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.filter((candidate) => candidate.kind === '首次检验')) {
      const applied = formatWireDate(row.createdAt);
      expect(row.useDate === null || row.useDate > applied, `${row.id}: in service since ${row.useDate}, applied ${applied}`).toBe(true);
    }
  });
});
