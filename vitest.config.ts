import { defineConfig } from 'vitest/config';
import { testWorkers } from './scripts/test-workers';

// One run for every package: node packages in node, the SPA in jsdom.
export default defineConfig({
  test: {
    maxWorkers: testWorkers(),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{contract,legacy-protocol,legacy-server,gateway,launcher,bench}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share one module graph per worker (Fastify, drizzle, PGlite loaded once, not per
          // file): 4.5 instead of 12 minutes here. No node test mocks a module or keeps global state.
          isolate: false,
          setupFiles: ['./scripts/vitest-node-setup.ts'],
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          // Files share one module graph per worker instead of re-importing React, Chakra and jsdom's
          // set-up for each file: the web tests ran 8 minutes isolated and 1 minute shared. A test of
          // module state resets modules itself (ui/notice-queue.test.ts).
          isolate: false,
        },
      },
    ],
  },
});
