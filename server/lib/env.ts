import type { Context } from 'hono';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { LogWriter } from './log-writer.ts';

export type AppDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  clientAddress?: (c: Context) => string;
  log?: LogWriter;
};

export type SessionUser = { id: number; email: string };

export type AppEnv = { Variables: { deps: AppDeps; user?: SessionUser } };
