import { startGateway, type GatewayConfig, type RunningGateway } from '@portal/gateway';
import { startLegacyServer, type RunningLegacyServer } from '@portal/legacy-server';
import { loadLauncherConfig, type EmbeddedPlatformConfig } from './config';

export type Launched = {
  /** Where a browser reaches the portal. */
  url: string;
  /** The platform the gateway fronts: the embedded one on a loopback port, or LEGACY_URL. */
  platformUrl: string;
  /** True when the launcher runs the reference platform itself. */
  embedded: boolean;
  gateway: RunningGateway;
  /** Closes the gateway, then the embedded platform. */
  close(): Promise<void>;
};

/** The reference platform (legacy-server) on a loopback port, seeded with the demo data on first start. */
function startEmbeddedPlatform(platform: EmbeddedPlatformConfig, config: GatewayConfig): Promise<RunningLegacyServer> {
  return startLegacyServer({
    dataDir: platform.dataDir,
    ...(platform.databaseUrl !== undefined ? { databaseUrl: platform.databaseUrl } : {}),
    host: '127.0.0.1',
    port: 0,
    cipherKey: config.cipherKey,
    ...(config.ssoSecret !== undefined ? { ssoSecret: config.ssoSecret } : {}),
    seed: true,
    seedEquipment: platform.seedEquipment,
    logger: false,
  });
}

/**
 * The product in one process: with LEGACY_URL empty, legacy-server over PGlite in DATA_DIR/legacy
 * (or DATABASE_URL) on 127.0.0.1 and a free port, and the gateway in front of it on PORT; with
 * LEGACY_URL set, the gateway alone in front of that platform.
 */
export async function launch(env: Record<string, string | undefined>): Promise<Launched> {
  const config = loadLauncherConfig(env);
  if (config.platform === null) {
    const { legacyUrl } = config.gateway;
    const gateway = await startGateway(config.gateway, legacyUrl);
    return { url: gateway.url, platformUrl: legacyUrl, embedded: false, gateway, close: () => gateway.close() };
  }
  const platform = await startEmbeddedPlatform(config.platform, config.gateway);
  let gateway: RunningGateway;
  try {
    gateway = await startGateway(config.gateway, platform.url);
  } catch (error) {
    await platform.close();
    throw error;
  }
  return {
    url: gateway.url,
    platformUrl: platform.url,
    embedded: true,
    gateway,
    close: async () => {
      try {
        await gateway.close();
      } finally {
        await platform.close();
      }
    },
  };
}
