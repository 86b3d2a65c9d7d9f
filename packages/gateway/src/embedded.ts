import path from 'node:path';
import type { GatewayConfig } from './config';

export type EmbeddedPlatform = { url: string; close(): Promise<void> };

/**
 * With no LEGACY_URL the gateway runs the reference platform in-process on a loopback port, over
 * PGlite in DATA_DIR/legacy (or DATABASE_URL): one command, one public port. Imported lazily so a
 * gateway in front of a real platform never loads it.
 */
export async function startEmbeddedPlatform(config: GatewayConfig): Promise<EmbeddedPlatform> {
  const { startLegacyServer } = await import('@portal/legacy-server');
  const server = await startLegacyServer({
    dataDir: path.join(config.dataDir, 'legacy'),
    databaseUrl: config.databaseUrl,
    host: '127.0.0.1',
    port: 0,
    cipherKey: config.cipherKey,
    ssoSecret: config.ssoSecret,
    seed: true,
    logger: false,
  });
  return { url: server.url, close: () => server.close() };
}
