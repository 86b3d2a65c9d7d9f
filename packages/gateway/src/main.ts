import './runtime-flags';
import { ConfigError, loadConfig, type GatewayConfig } from './config';
import { closeOnSignals, startGateway } from './start';

/** The gateway alone, in front of the platform at LEGACY_URL (production and compose). */
function configOrExit(): GatewayConfig & { legacyUrl: string } {
  try {
    const config = loadConfig(process.env);
    if (config.legacyUrl) return { ...config, legacyUrl: config.legacyUrl };
    console.error(
      'LEGACY_URL is not set: the gateway needs the URL of the platform it fronts.\n' +
        'To run the portal with the built-in reference platform instead, run `pnpm start` (packages/launcher).',
    );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
  }
  process.exit(1);
}

async function main(): Promise<void> {
  const config = configOrExit();
  const gateway = await startGateway(config, config.legacyUrl);
  closeOnSignals(() => gateway.close(), (signal) => gateway.app.log.info({ signal }, 'shutting down'));
  gateway.app.log.info({ platform: config.legacyUrl }, `portal ready at ${gateway.url}`);
  if (config.production && config.publicOrigins.length === 0) {
    gateway.app.log.warn(
      'PUBLIC_ORIGIN is not set: browsers without Sec-Fetch-Site can write only when their Origin matches the Host the gateway sees',
    );
  }
}

main().catch((error: unknown) => {
  // A setting found wrong only at start (an AUDIT_DIR that cannot be written) reads like the others.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
