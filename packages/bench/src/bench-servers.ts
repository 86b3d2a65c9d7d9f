import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startLegacyServer } from '@portal/legacy-server';
import { loadConfig, startGateway } from '@portal/gateway';

/**
 * Child process of the benchmark: `legacy <dataDir> <rows>` or `gateway <legacyUrl> <dataDir>`.
 * Prints `{"url": …}` on one line once listening, closes on SIGTERM. Each server has a process of
 * its own, as in production, so neither shares an event loop with the load generator.
 */
async function start(mode: string, args: string[]): Promise<{ url: string; close(): Promise<void> }> {
  if (mode === 'legacy') {
    const [dataDir = '', rows = '0'] = args;
    await mkdir(dataDir, { recursive: true });
    // The platform logs each request as it ships (one line to stdout, which the benchmark reads, and
    // keeps with BENCH_LOG_DIR); BENCH_PLATFORM_LOG=0 turns it off for a comparison.
    const logger = process.env.BENCH_PLATFORM_LOG === '0' ? false : { level: 'info' };
    return startLegacyServer({ dataDir, seedDemo: true, seedEquipment: Number(rows), host: '127.0.0.1', port: 0, logger });
  }
  const [legacyUrl = '', dataDir = ''] = args;
  const config = loadConfig({
    LEGACY_URL: legacyUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  return startGateway(config, legacyUrl);
}

const [mode = '', ...args] = process.argv.slice(2);
const server = await start(mode, args);
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
