import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageCatalogues } from './vite.messages.ts';

const here = import.meta.dirname;
const API_ORIGIN = 'http://localhost:3000';

/**
 * The small modules many public pages share (cards, pictures, links, prices): one chunk, not a file each.
 * Only modules with no library of their own, so no page downloads a library it does not use.
 */
const SHARED_PAGE_PARTS =
  /[\\/]client[\\/](components[\\/](card-grid|picture|external-link|page-intro|error-box|rich-text|draft-banner)|features[\\/](shop[\\/](shop-card|card-title|texts)|site[\\/]static-|work-cards[\\/]|articles[\\/](page-header|lead-image|entry-card))|routes[\\/]explore[\\/]-components[\\/]sections)|[\\/]shared[\\/](money|image-sizes|inventory)\.ts/;

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
    messageCatalogues(path.resolve(here, 'shared/messages')),
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
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before it shows (React, the router, the query cache, the header and footer)
            // is one file beside the entry, not a dozen pieces shared with the pages' own chunks.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The small parts the public pages share (cards, pictures, texts) travel together, so a page is its
            // own chunk and this one rather than ten tiny files; admin and editor code stays apart.
            { name: 'pages', test: SHARED_PAGE_PARTS, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
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
