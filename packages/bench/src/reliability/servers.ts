import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gatewayEnv } from '../gateway-process';
import { freePort, startProcess, waitForHttp, type Started } from '../processes';

export type Server = Started & { url: string; port: number };

/** The embedded product (`packages/launcher/dist/main.js`): platform on PGlite in `dataDir`, gateway on `port`. */
export async function startEmbedded(root: string, dataDir: string, port?: number): Promise<Server> {
  const chosen = port ?? (await freePort());
  await mkdir(path.join(dataDir, 'no-web'), { recursive: true });
  const started = startProcess(process.execPath, [path.join(root, 'packages/launcher/dist/main.js')], {
    name: 'portal',
    cwd: root,
    env: embeddedEnv(dataDir, chosen),
  });
  const url = `http://127.0.0.1:${chosen}`;
  await waitForHttp(started, `${url}/healthz`, 180_000);
  return { ...started, url, port: chosen };
}

export function embeddedEnv(dataDir: string, port: number): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    REQUESTS_PER_MINUTE: '1000000',
    CONNECTIONS_PER_ADDRESS: '10000',
  };
}

/** The reference platform alone (`packages/legacy-server/dist/main.js`) on PGlite in `dataDir`. */
export async function startPlatform(root: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const started = startProcess(process.execPath, [path.join(root, 'packages/legacy-server/dist/main.js')], {
    name: 'legacy-server',
    cwd: root,
    env: { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(started, `${url}/a/stone/health`, 180_000);
  return { ...started, url, port };
}

/** A compiled gateway in front of `legacyUrl`, with production settings and `env` on top. */
export async function startGatewayAt(root: string, legacyUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  await mkdir(path.join(dataDir, 'no-web'), { recursive: true });
  const started = startProcess(process.execPath, [path.join(root, 'packages/gateway/dist/main.js')], {
    name: 'gateway',
    cwd: root,
    env: { ...gatewayEnv({ legacyUrl, port, dataDir }), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(started, `${url}/healthz`);
  return { ...started, url, port };
}
