import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'session-secret';

/**
 * The configured secret, or (outside production) one generated once and kept in DATA_DIR, so
 * sessions survive a restart of a developer's gateway without any setup.
 */
export async function resolveSessionSecret(config: {
  sessionSecret?: string;
  dataDir: string;
}): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, FILE_NAME);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null && existing.trim().length >= 32) return existing.trim();

  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
