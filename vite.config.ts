import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
const API_ORIGIN = 'http://localhost:3000';

// The router plugin resolves relative paths against Vite's root (client/), so they are made absolute here.
export default defineConfig({
  root: path.resolve(here, 'client'),
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.resolve(here, 'client/routes'),
      generatedRouteTree: path.resolve(here, 'client/routeTree.gen.ts'),
    }),
    react(),
  ],
  resolve: {
    alias: { '#shared': path.resolve(here, 'shared') },
  },
  build: {
    outDir: path.resolve(here, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by bench/client-weight.ts to tell what each page downloads (never served: see server/routes/client.ts).
    manifest: true,
    target: 'es2022',
  },
  // `npm run dev`: the API server (server/cli/dev.ts starts it) answers /api. Its writes accept only its own
  // origin, so the proxied requests carry the server's origin rather than the dev server's.
  server: {
    proxy: {
      '/api': {
        target: API_ORIGIN,
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('Origin', API_ORIGIN)),
      },
    },
  },
});
