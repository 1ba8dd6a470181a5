import type { Context } from 'hono';
import type { AuditChanges } from '../../shared/audit.ts';
import type { AuditAction } from '../../shared/audit-actions.ts';
import type { Lang } from '../../shared/languages.ts';
import type { Role } from '../../shared/roles.ts';
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

/** `twoStep`: the account has a second factor (issue 29); without one it may be sent to set one up. */
export type SessionUser = { id: number; email: string; role: Role; twoStep: boolean; language: Lang };

/**
 * What a write tells the audit log about itself (server/routes/admin/audit-trail.ts): anything it leaves out is
 * taken from the route.
 */
export type AuditNote = {
  action?: AuditAction;
  type?: string;
  id?: string | number | null;
  label?: string;
  changes?: AuditChanges;
  detail?: Record<string, unknown>;
  /** A request that changed nothing (a retry already answered) leaves no row. */
  nothingWritten?: true;
};

export type AppEnv = { Variables: { deps: AppDeps; user?: SessionUser; audit?: AuditNote } };
