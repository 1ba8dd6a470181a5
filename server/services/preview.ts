import type { Context } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import type { Viewer } from '../queries/published.ts';
import { sessionUser } from './sessions.ts';

// docs/decisions/010: anyone but a signed-in admin gets the same 404 as for an unknown slug; lists never show them.

export const PREVIEW_CACHE = 'private, no-store';

export function entryViewer(c: Context<AppEnv>): Viewer {
  return { now: c.var.deps.now(), preview: sessionUser(c) !== null };
}

// So no cache keeps or shares it.
export function markPreview(c: Context<AppEnv>, preview: boolean): void {
  if (preview) c.header('Cache-Control', PREVIEW_CACHE);
}
