import type { Context } from 'hono';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { LogWriter } from './log-writer.ts';

/** What every request handler can reach: the one database and the parsed configuration. */
export type AppDeps = {
  db: Database;
  config: Config;
  /** The clock, replaceable in tests (session expiry, outbox backoff). */
  now: () => Date;
  /** The visitor's address; in-process tests, which have no connection, replace it. */
  clientAddress?: (c: Context) => string;
  /** Where request lines go: buffered when the server runs (server/lib/log-writer.ts), console.log by default. */
  log?: LogWriter;
};

/** The signed-in staff member, set by the admin router's session gate. */
export type SessionUser = { id: number; email: string };

export type AppEnv = { Variables: { deps: AppDeps; user?: SessionUser } };
