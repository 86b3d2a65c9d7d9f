import { configFromEnv } from './config';
import { startLegacyServer } from './server';

const config = configFromEnv(process.env);
if (!config.ok) {
  console.error(`legacy-server: invalid configuration\n  ${config.errors.join('\n  ')}`);
  process.exit(1);
}

const server = await startLegacyServer(config.options);
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
