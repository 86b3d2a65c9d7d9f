import { buildGateway } from './app';
import { ConfigError, loadConfig } from './config';
import { startEmbeddedPlatform, type EmbeddedPlatform } from './embedded';

function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedPlatform | null = null;
  if (!config.legacyUrl) embedded = await startEmbeddedPlatform(config);
  const legacyUrl = config.legacyUrl ?? embedded!.url;

  const app = await buildGateway(config, { legacyUrl });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await embedded?.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { platform: embedded ? 'embedded' : 'external' },
    `portal ready at ${publicUrl(config.host, port)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
