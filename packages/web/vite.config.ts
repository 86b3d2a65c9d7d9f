import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves dist/ and the API on one port; in dev the proxy keeps the cookie same-site.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          chakra: ['@chakra-ui/react', '@emotion/react'],
          query: ['@tanstack/react-query', '@ts-rest/core', '@ts-rest/react-query/v5', 'zod'],
        },
      },
    },
  },
});
