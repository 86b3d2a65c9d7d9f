import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import type { GatewayConfig } from './config';

export type RunningGateway = {
  app: FastifyInstance;
  /** Where a browser reaches the portal, e.g. `http://localhost:8080`. */
  url: string;
  close(): Promise<void>;
};

/** The address a person can open: a wildcard host is shown as localhost. */
export function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** Builds the gateway in front of the platform at `legacyUrl` and listens on the configured host and port. */
export async function startGateway(config: GatewayConfig, legacyUrl: string): Promise<RunningGateway> {
  const app = await buildGateway(config, { legacyUrl });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: publicUrl(config.host, port), close: () => app.close() };
}

/**
 * Long enough for a request in flight to finish its platform calls (a write makes two, each within
 * LEGACY_TIMEOUT_MS, 10 s by default): cutting it would leave a stored write unanswered.
 */
export const SHUTDOWN_BOUND_MS = 30_000;

/**
 * On the first SIGINT or SIGTERM: `close()` (Fastify's: /readyz turns unready, new requests get 503,
 * idle keep-alive sockets close, requests in flight finish), then exit 0; a close that takes longer
 * than `boundMs` exits with 1.
 */
export function closeOnSignals(
  close: () => Promise<void>,
  onSignal: (signal: string) => void,
  boundMs: number = SHUTDOWN_BOUND_MS,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    onSignal(signal);
    const timer = setTimeout(() => {
      console.error(`shutdown took longer than ${boundMs} ms: exiting with requests still open`);
      process.exit(1);
    }, boundMs);
    timer.unref();
    let code = 0;
    try {
      await close();
    } catch (error) {
      console.error('shutdown failed', error);
      code = 1;
    }
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
