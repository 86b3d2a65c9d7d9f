import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { precompress } from './build/precompress';
import { sideEffectFree } from './build/side-effect-free';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-router 7 exports only its development build (dev warnings and checks; see
 * remix-run/react-router#12532); a production bundle takes the production build it ships beside it.
 */
function reactRouterProduction(): Alias[] {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
  const dist = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

// The gateway serves dist/ and the API on one port; in dev the proxy keeps the cookie same-site.
export default defineConfig(({ command }) => ({
  plugins: [react(), sideEffectFree([source('./src'), source('../contract/src')]), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk is which page, for the bundle budget (e2e/tests/bundle-budget.spec.ts).
    manifest: true,
  },
}));
