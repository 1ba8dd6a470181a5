import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests run on Node: pure functions of the client and the shared schemas.
export default defineConfig({
  resolve: { alias: { '#shared': path.resolve(import.meta.dirname, 'shared') } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup-messages.ts'],
  },
});
