import { mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates the audit folder and proves it can be written: a probe file is created, written,
 * fsync'ed and removed, as every audit batch will be. Answers why not (`EACCES: permission
 * denied, mkdir '/app/.data/audit'`), or null when it can.
 */
export async function auditDirProblem(dir: string, instance: string): Promise<string | null> {
  const probe = path.join(dir, `.write-probe-${instance}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o750 });
    const file = await open(probe, 'w', 0o640);
    try {
      await file.write('probe\n');
      await file.datasync();
    } finally {
      await file.close();
    }
    await unlink(probe);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
