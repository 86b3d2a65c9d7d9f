import { defineConfig } from 'vitest/config';
import { testWorkers } from './scripts/test-workers';

// `pnpm test:postgres`: the gateway's integration tests again, with the platform on a real
// PostgreSQL cluster (the compose file's path) instead of PGlite.
export default defineConfig({
  test: {
    name: 'postgres',
    environment: 'node',
    maxWorkers: testWorkers(),
    include: ['packages/gateway/src/**/*.integration.test.ts'],
    globalSetup: ['scripts/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // As in the main run (vitest.config.ts): files of a worker share one module graph.
    isolate: false,
  },
});
