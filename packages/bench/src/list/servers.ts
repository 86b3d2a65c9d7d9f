import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptCommand } from '../build';
import { startGatewayProcess } from '../gateway-process';
import { startProcess, stopProcess, waitForLine, type Started } from '../processes';

const BENCH_SERVERS = fileURLToPath(new URL('../bench-servers.ts', import.meta.url));

export type ListServers = { platformUrl: string; platformPid: number; gatewayUrl: string; seedSeconds: number; gatewayNote: string; stop(): Promise<void> };

/**
 * A legacy-server seeded with `rows` generated files in `tmp` (bench-servers.ts, its own process)
 * and a gateway in front of it. Seeding time is the legacy-server's start-up: migrations, the demo
 * data, the generated files and the VACUUM ANALYZE it runs after seeding.
 */
export async function startListServers(options: { root: string; tmp: string; compiled: boolean; rows: number }): Promise<ListServers> {
  const started = Date.now();
  let legacy: Started | undefined;
  try {
    legacy = startProcess(process.execPath, [...scriptCommand(BENCH_SERVERS), 'legacy', path.join(options.tmp, 'list-legacy'), String(options.rows)], {
      name: 'legacy-server',
      cwd: options.root,
    });
    const line = await waitForLine(legacy, /"url"/, 600_000);
    const platformUrl = (JSON.parse(line) as { url: string }).url;
    const seedSeconds = (Date.now() - started) / 1000;
    const gateway = await startGatewayProcess({ root: options.root, compiled: options.compiled, legacyUrl: platformUrl, dataDir: path.join(options.tmp, 'list-gateway') });
    const gatewayNote = options.compiled
      ? 'The gateway ran compiled (`node packages/gateway/dist/main.js`, `NODE_ENV=production`, `LOG_LEVEL=warn`)'
      : 'The gateway ran from TypeScript (`node --import tsx packages/gateway/src/main.ts`, `NODE_ENV=production`, `LOG_LEVEL=warn`)';
    const running = legacy;
    return {
      platformUrl,
      platformPid: running.pid,
      gatewayUrl: gateway.url,
      seedSeconds,
      gatewayNote,
      async stop() {
        await stopProcess(gateway);
        await stopProcess(running);
      },
    };
  } catch (error) {
    await stopProcess(legacy);
    throw error;
  }
}
