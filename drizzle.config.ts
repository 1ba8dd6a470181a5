import { defineConfig } from 'drizzle-kit';
import { readConfig } from './server/config.ts';

/**
 * drizzle-kit runs on Node, where it opens the database with better-sqlite3: `npm run db:generate` writes a
 * migration from the schema, `npm run db:studio` browses the database the server uses (DATA_DIR).
 */
export default defineConfig({
  dialect: 'sqlite',
  schema: ['./server/db/schema/index.ts', './server/content/types/*.ts'],
  out: './drizzle',
  dbCredentials: { url: readConfig().databaseFile },
});
