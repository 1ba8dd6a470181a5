import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import client from './vite.config.ts';

const here = import.meta.dirname;

/** The server's build of the first screen (client/entry-server.tsx), beside the browser's. */
export default mergeConfig(
  client,
  defineConfig({
    // Every library inside the one file, built for production whatever NODE_ENV the server runs with (React's
    // development build renders several times slower), and nothing to resolve from node_modules at run time.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path.resolve(here, 'client/entry-server.tsx'),
      outDir: path.resolve(here, 'dist/server'),
      emptyOutDir: true,
      manifest: false,
    },
  }),
);
