import type { Db } from '../db/database';
import { notices, useRegistrationHistory, useRegistrations } from '../db/schema';
import type { DemoFile } from './demo-equipment-builder';
import { demoNotices } from './demo-notices';
import { demoUseRegistrations } from './demo-use-registrations';

/** Seeds the use-registration applications (with history) of the demo files, and the notices. */
export async function insertUseRegistrationDemo(db: Db, files: readonly DemoFile[], now: Date): Promise<void> {
  const { registrations, history } = demoUseRegistrations(files, now);
  await db.insert(useRegistrations).values(registrations);
  await db.insert(useRegistrationHistory).values(history);
  await db.insert(notices).values(demoNotices(now));
}
