import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { equipment, equipmentChanges, equipmentInspections, roles, units, userRoles, users } from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import { DEMO_ACCOUNTS, DEMO_ROLES } from './demo-accounts';
import { buildDemoFile } from './demo-equipment-builder';
import { demoItems } from './demo-equipment';
import { demoChanges, demoInspections } from './demo-history';
import { DEMO_UNITS } from './demo-units';
import { insertEquipmentWorkflowDemo } from './demo-equipment-workflow';
import { insertUseRegistrationDemo } from './demo-use-registration-data';
import { insertWorkerDemo } from './demo-workers';
import { insertPasswordResetDemo } from './demo-password-resets';
import { insertInspectionApplicationDemo } from './demo-inspection-applications';
import { insertInspectionKindDemo } from './demo-inspection-kinds';
import { insertInvoiceDemo } from './demo-invoices';
import { seedReportsFromHistory } from '../resources/reports/store';
import { insertInspectionProcessingDemo } from './demo-inspection-processing';
import { insertServiceRegistrationDemo } from './demo-service-registrations';
import { insertInteractionDemo } from './demo-interactions';
import { seedEquipmentVolume } from './equipment-volume';
import { FirstAdminRequired, insertFirstAdmin, type FirstAdmin } from './first-admin';

export type SeedOptions = {
  /** The demo data (SEED_DEMO); without it an empty database gets only `admin`. */
  demo: boolean;
  /** The first administrator of an empty database without demo data. */
  admin?: FirstAdmin;
  /** The instant demo dates count from; now by default. */
  now?: Date;
  /** Generated equipment files to add to the demo files (demo data only: they belong to the demo units). */
  seedEquipment?: number;
};

/** What an empty database was given, or null when it was not empty. */
export type Seeded = 'demo' | 'administrator' | null;

// Serialises first start-ups of several servers against one PostgreSQL database.
const SEED_LOCK_KEY = 7_240_002;

async function demoUsers() {
  return Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({
      id: account.id,
      loginName: account.loginName,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      phone: account.phone,
      mobile: account.mobile,
      idCard: account.idCard,
      unitId: account.unitId,
      areaCode: account.areaCode,
      isSimplePwd: account.isSimplePwd,
      currentRoleId: account.currentRoleId,
    })),
  );
}

async function insertDemoData(db: Db, now: Date, userRows: Awaited<ReturnType<typeof demoUsers>>): Promise<void> {
  const today = formatWireDate(now);
  const files = demoItems(today).map((item) => buildDemoFile(item, today));
  await db.insert(units).values(Object.values(DEMO_UNITS));
  await db.insert(roles).values(DEMO_ROLES);
  await db.insert(users).values(userRows);
  await db.insert(userRoles).values(
    Object.values(DEMO_ACCOUNTS).flatMap((account) =>
      account.roleIds.map((roleId, order) => ({
        userId: account.id,
        roleId,
        // Keeps the role list in the order the account names them.
        createdAt: new Date(now.getTime() + order),
      })),
    ),
  );
  await db.insert(equipment).values(files);
  await db.insert(equipmentInspections).values(demoInspections(files));
  await db.insert(equipmentChanges).values(demoChanges(now));
  await insertEquipmentWorkflowDemo(db, now);
  await insertUseRegistrationDemo(db, files, now);
  await insertWorkerDemo(db, now);
  await insertPasswordResetDemo(db, now);
  await insertInspectionApplicationDemo(db, now);
  await insertInspectionKindDemo(db, now);
  await insertInvoiceDemo(db, now);
  await seedReportsFromHistory(db);
  await insertInspectionProcessingDemo(db, now);
  await insertServiceRegistrationDemo(db, now);
  await insertInteractionDemo(db, now);
}

/**
 * When the users table is empty, in one transaction: with `demo`, the demo data (four enterprises
 * with their accounts, equipment and records) plus `seedEquipment` generated files; without it, only
 * the roles and the first administrator (FirstAdminRequired when there is none). Returns what it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<Seeded> {
  if (options.seedEquipment && !options.demo) throw new Error('seedEquipment needs the demo data (its files belong to the demo units)');
  const now = options.now ?? new Date();
  const userRows = options.demo ? await demoUsers() : [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return null;
    if (!options.demo) {
      if (!options.admin) throw new FirstAdminRequired();
      await insertFirstAdmin(tx, options.admin, now);
      return 'administrator';
    }
    await insertDemoData(tx, now, userRows);
    if (options.seedEquipment) await seedEquipmentVolume(tx, options.seedEquipment, formatWireDate(now));
    return 'demo';
  });
}
