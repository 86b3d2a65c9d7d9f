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

/** On the first SIGINT or SIGTERM: `close()`, then exit; a close that hangs for 10 s exits with 1. */
export function closeOnSignals(close: () => Promise<void>, onSignal: (signal: string) => void): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    onSignal(signal);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
