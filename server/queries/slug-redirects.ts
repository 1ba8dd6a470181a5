import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { slugRedirects } from '../db/schema/index.ts';

/** A redirect points at a live slug (a rename moves old redirects along: no chains); a live slug is not redirected. */

export function recordRename(tx: Orm, type: string, from: string, to: string): void {
  if (from === to) return;
  tx.update(slugRedirects)
    .set({ newSlug: to })
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.newSlug, from)))
    .run();
  releaseSlug(tx, type, to);
  tx.insert(slugRedirects)
    .values({ type, oldSlug: from, newSlug: to })
    .onConflictDoUpdate({ target: [slugRedirects.type, slugRedirects.oldSlug], set: { newSlug: to } })
    .run();
}

export function releaseSlug(tx: Orm, type: string, slug: string): void {
  tx.delete(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, slug)))
    .run();
}

export function dropRedirectsTo(tx: Orm, type: string, slug: string): void {
  tx.delete(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.newSlug, slug)))
    .run();
}

export function movedTo(orm: Orm, type: string, slug: string): string | undefined {
  return orm
    .select({ to: slugRedirects.newSlug })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, slug)))
    .get()?.to;
}
