import '@portal/gateway/runtime-flags';
import { closeOnSignals, ConfigError } from '@portal/gateway';
import { launch, type Launched } from './launch';

/** `pnpm start`: the portal with its embedded reference platform (or in front of LEGACY_URL). */
async function main(): Promise<void> {
  let launched: Launched;
  try {
    launched = await launch(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { gateway } = launched;
  closeOnSignals(() => launched.close(), (signal) => gateway.app.log.info({ signal }, 'shutting down'));
  gateway.app.log.info({ platform: launched.embedded ? 'embedded' : launched.platformUrl }, `portal ready at ${launched.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
