import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { mainCommand } from './build';
import { freePort, startProcess, waitForHttp, type Started } from './processes';

/** One secret for every gateway of a run, so a bearer token issued by one is accepted by the next. */
export const SESSION_SECRET = 'bench-4f9a1c7e2b8d6053-QWERTYUIOPasdfghjkl';

export type RunningGatewayProcess = Started & { url: string };

/** The environment of a gateway under load: production settings, loopback, limits raised far above the load. */
export function gatewayEnv(options: { legacyUrl: string; port: number; dataDir: string }): Record<string, string> {
  return {
    LEGACY_URL: options.legacyUrl,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    SESSION_SECRET,
    DATA_DIR: options.dataDir,
    WEB_DIST: path.join(options.dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    ALLOW_INSECURE_COOKIE: 'true',
    REQUESTS_PER_MINUTE: '100000000',
    CONNECTIONS_PER_ADDRESS: '10000',
    MAX_CONNECTIONS: '10000',
  };
}

/**
 * BENCH_GATEWAY_ENV: settings of the gateway to compare (`NAME=value`, space-separated), laid over
 * gatewayEnv; e.g. `LEGACY_CONNECTIONS=32`.
 */
export function extraGatewayEnv(text: string | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of (text ?? '').split(' ').filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`BENCH_GATEWAY_ENV: "${pair}" is not NAME=value`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}

/** Starts the gateway (compiled, or under tsx) in front of `legacyUrl`, pinned to `cpu`, and waits for /healthz. */
export async function startGatewayProcess(options: {
  root: string;
  compiled: boolean;
  legacyUrl: string;
  dataDir: string;
  cpu?: string;
}): Promise<RunningGatewayProcess> {
  const port = await freePort();
  await mkdir(path.join(options.dataDir, 'no-web'), { recursive: true });
  // BENCH_PROFILE_DIR: every gateway of the run writes a V8 CPU profile there when it stops
  // (open the .cpuprofile in Chrome's DevTools); the figures of a profiled run are not comparable.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`] : [];
  // BENCH_GATEWAY_NODE_FLAGS: Node/V8 flags for the gateway (space-separated), to compare runtime settings.
  const flags = (process.env.BENCH_GATEWAY_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const started = startProcess(process.execPath, [...profile, ...flags, ...mainCommand(options.root, 'gateway', options.compiled)], {
    name: 'gateway',
    cwd: options.root,
    cpu: options.cpu,
    env: { ...gatewayEnv({ legacyUrl: options.legacyUrl, port, dataDir: options.dataDir }), ...extraGatewayEnv(process.env.BENCH_GATEWAY_ENV) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(started, `${url}/healthz`);
  return { ...started, url };
}
