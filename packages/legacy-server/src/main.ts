import { configFromEnv } from './config';
import { DataDirLocked } from './db/data-dir-lock';
import { FirstAdminRequired } from './seed/first-admin';
import { startLegacyServer, type RunningLegacyServer } from './server';

const config = configFromEnv(process.env);
if (!config.ok) {
  console.error(`legacy-server: invalid configuration\n  ${config.errors.join('\n  ')}`);
  process.exit(1);
}

let server: RunningLegacyServer;
try {
  server = await startLegacyServer(config.options);
} catch (error) {
  if (!(error instanceof FirstAdminRequired) && !(error instanceof DataDirLocked)) throw error;
  console.error(`legacy-server: ${error.message}`);
  process.exit(1);
}
if (server.seeded === 'demo') console.log('legacy-server: seeded the demo data into the empty database');
if (server.seeded === 'administrator') {
  // The login name only: the password is never written anywhere but as its hash.
  console.log(`legacy-server: created the first administrator '${config.options.admin?.loginName}' (password to be changed at first sign-in)`);
}
console.log(`legacy-server listening on ${server.url}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`legacy-server: ${signal}, closing`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error('legacy-server: close failed', error);
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
