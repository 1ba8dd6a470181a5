import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readConfig } from './server/config.ts';
import { messageCatalogues } from './vite.messages.ts';

const here = import.meta.dirname;

/**
 * The small modules many public pages share, in two chunks rather than a file each, and only modules with no
 * library of their own, so no page downloads a library it does not use: the cards, pictures, prices and load
 * errors of the home page and the lists; and the parts of an entry's own page (its header, text, draft banner).
 */
const CARD_PARTS =
  /[\\/]client[\\/](components[\\/](card-grid|picture|external-link|error-box)|features[\\/](shop[\\/](shop-card|card-title|texts)|site[\\/]static-)|lib[\\/]load-errors|routes[\\/]explore[\\/]-components[\\/]sections)|[\\/]shared[\\/](money|numbers|image-sizes|inventory)\.ts/;
const ENTRY_PAGE_PARTS =
  /[\\/]client[\\/](components[\\/](page-intro|rich-text|draft-banner|in-english)|features[\\/](work-cards[\\/]|articles[\\/](page-header|lead-image|entry-card)))|[\\/]shared[\\/]captions\.ts/;

/**
 * `npm run dev`: the API server (server/cli/dev.ts starts it) answers /api on the PORT both were given, read
 * here as the server reads it. Its writes accept only its own origin, so the proxied requests carry the
 * server's origin rather than the dev server's. Read only when Vite serves: a build needs no server settings.
 */
function apiProxy(): Plugin {
  return {
    name: 'api-proxy',
    config(_config, { command }) {
      if (command !== 'serve') return;
      const origin = `http://localhost:${readConfig().port}`;
      return {
        server: {
          proxy: {
            '/api': {
              target: origin,
              configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('Origin', origin)),
            },
          },
        },
      };
    },
  };
}

// The router plugin resolves relative paths against Vite's root (client/), so they are made absolute here.
export default defineConfig({
  root: path.resolve(here, 'client'),
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => {
          // An admin screen's code, data and error page in one chunk of its own, named nowhere else.
          if (routeId.startsWith('/admin')) return [['loader', 'component', 'errorComponent']];
          // The home page's error page is the page itself with the works replaced by the error text.
          if (routeId === '/') return [['component', 'errorComponent']];
          return undefined;
        },
      },
      routesDirectory: path.resolve(here, 'client/routes'),
      generatedRouteTree: path.resolve(here, 'client/routeTree.gen.ts'),
    }),
    react(),
    messageCatalogues(path.resolve(here, 'shared/messages')),
    apiProxy(),
  ],
  resolve: {
    alias: [
      { find: '#shared', replacement: path.resolve(here, 'shared') },
      // Zod without its eval-based compiler, as the CSP requires (client/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: path.resolve(here, 'client/lib/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: path.resolve(here, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by bench/client-weight.ts to tell what each page downloads (never served: see server/routes/client.ts).
    manifest: true,
    target: 'es2022',
    // No list of every chunk's imports in the first download (1.8 KiB of the home page's budget): the server
    // preloads a page's chunks in its head (server/services/route-assets.ts), the router fetches the next
    // page's chunk when a link is pointed at or touched, and a chunk's own imports follow it (decision 015).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before it shows (React, the router, the query cache, the header and footer)
            // is one file beside the entry, not a dozen pieces shared with the pages' own chunks.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The small parts the public pages share travel together, so a page is its own chunk and one or two
            // of these rather than ten tiny files; admin and editor code stays apart.
            { name: 'cards', test: CARD_PARTS, minShareCount: 2, priority: 1 },
            { name: 'pages', test: ENTRY_PAGE_PARTS, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
