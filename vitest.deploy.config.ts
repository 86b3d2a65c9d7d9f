import { defineConfig } from 'vitest/config';

// `pnpm test:deploy`: the compose topology from Debian's packages in the images' layout (deploy/test/,
// docs/deployment.md). One file, its scenarios in order against one running topology.
export default defineConfig({
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['deploy/test/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
