import type { Context } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import type { Viewer } from '../queries/published.ts';
import { sessionUser } from './sessions.ts';

/**
 * Preview of drafts and scheduled entries (docs/decisions/010): a signed-in admin opening an entry's public
 * address sees it before it is public; anyone else gets the same 404 as for an unknown slug. Lists never
 * show them, to anyone.
 */

/** What a preview answer is sent with: it is for this browser only and never kept. */
export const PREVIEW_CACHE = 'private, no-store';

/** The viewer of a list or any other public read: the request's moment, no preview. */
export const publicViewer = (c: Context<AppEnv>): Viewer => ({ now: c.var.deps.now() });

/** The viewer of one entry's address: a live admin session may see it before it is public. */
export function entryViewer(c: Context<AppEnv>): Viewer {
  return { now: c.var.deps.now(), preview: sessionUser(c) !== null };
}

/** An entry answered in preview is marked private, so no cache keeps or shares it. */
export function markPreview(c: Context<AppEnv>, preview: boolean): void {
  if (preview) c.header('Cache-Control', PREVIEW_CACHE);
}
