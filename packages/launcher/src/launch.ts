import { randomBytes } from 'node:crypto';
import { ConfigError, startGateway, type GatewayConfig, type RunningGateway } from '@portal/gateway';
import { DataDirLocked, FirstAdminRequired, startLegacyServer, type LegacyServerOptions, type RunningLegacyServer } from '@portal/legacy-server';
import { loadLauncherConfig, type EmbeddedPlatformConfig } from './config';
import { embeddedPayments } from './payment-setup';
import { platformLogging, type LogStream } from './platform-log';

export type Launched = {
  /** Where a browser reaches the portal. */
  url: string;
  /** The platform the gateway fronts: the embedded one on a loopback port, or LEGACY_URL. */
  platformUrl: string;
  /** True when the launcher runs the reference platform itself. */
  embedded: boolean;
  gateway: RunningGateway;
  /** The embedded platform (null with LEGACY_URL). */
  platform: RunningLegacyServer | null;
  /** Closes the gateway, then the embedded platform. */
  close(): Promise<void>;
};

/**
 * The reference platform (legacy-server) on a loopback port, answering only requests that carry
 * `platformSecret`; on first start seeded with the demo data or given its first administrator.
 */
async function startEmbeddedPlatform(
  platform: EmbeddedPlatformConfig,
  config: GatewayConfig,
  platformSecret: string,
  payments: LegacyServerOptions['payments'],
  logStream: LogStream | undefined,
): Promise<RunningLegacyServer> {
  try {
    return await startLegacyServer({
      dataDir: platform.dataDir,
      ...(platform.databaseUrl !== undefined ? { databaseUrl: platform.databaseUrl } : {}),
      host: '127.0.0.1',
      port: 0,
      cipherKey: config.cipherKey,
      ...(config.ssoSecret !== undefined ? { ssoSecret: config.ssoSecret } : {}),
      platformSecret,
      seed: true,
      seedDemo: platform.seedDemo,
      ...(platform.admin ? { admin: platform.admin } : {}),
      seedEquipment: platform.seedEquipment,
      onboarding: platform.onboarding,
      payments,
      logger: platformLogging(config.logLevel, logStream),
    });
  } catch (error) {
    if (error instanceof DataDirLocked) throw new ConfigError([{ variable: 'DATA_DIR', message: error.message }]);
    if (!(error instanceof FirstAdminRequired)) throw error;
    throw new ConfigError([{ variable: 'ADMIN_PASSWORD', message: 'is required to create the first administrator of an empty database (or SEED_DEMO=true)' }]);
  }
}

/**
 * The product in one process: with LEGACY_URL empty, legacy-server over PGlite in DATA_DIR/legacy
 * (or DATABASE_URL) on 127.0.0.1 and a free port, and the gateway in front of it on PORT; with
 * LEGACY_URL set, the gateway alone in front of that platform. The embedded platform and the gateway
 * share a secret made for this start, so nothing else on the machine gets an answer from the platform.
 */
export async function launch(env: Record<string, string | undefined>, options: { platformLogStream?: LogStream } = {}): Promise<Launched> {
  const config = loadLauncherConfig(env);
  if (config.platform === null) {
    const { legacyUrl } = config.gateway;
    const gateway = await startGateway(config.gateway, legacyUrl);
    return { url: gateway.url, platformUrl: legacyUrl, embedded: false, gateway, platform: null, close: () => gateway.close() };
  }
  const platformSecret = randomBytes(32).toString('base64url');
  // Outside production without a provider: the sandbox, whose notifications go to this gateway on loopback.
  let notifyBase = `http://127.0.0.1:${config.gateway.port}`;
  const payments = await embeddedPayments(env, config.gateway, () => `${notifyBase}/api/v1/payment-notifications/wechat`);
  const platform = await startEmbeddedPlatform(config.platform, config.gateway, platformSecret, payments.platform, options.platformLogStream);
  let gateway: RunningGateway;
  try {
    gateway = await startGateway(
      {
        ...config.gateway,
        platformSecret,
        payments: payments.gateway,
      },
      platform.url,
    );
    notifyBase = gateway.url.replace('//localhost:', '//127.0.0.1:');
  } catch (error) {
    await platform.close();
    throw error;
  }
  return {
    url: gateway.url,
    platformUrl: platform.url,
    embedded: true,
    gateway,
    platform,
    close: async () => {
      try {
        await gateway.close();
      } finally {
        await platform.close();
      }
    },
  };
}
