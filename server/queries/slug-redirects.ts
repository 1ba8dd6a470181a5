import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { slugRedirects } from '../db/schema/index.ts';

/**
 * The moved addresses of content entries. Every write keeps two rules: a redirect always points at a live
 * slug (a rename moves the redirects that pointed at the old slug along, so chains never form), and a slug
 * that is live again (renamed back, or taken by a new entry) is no longer redirected.
 */

/** An entry of `type` was renamed from `from` to `to`: the old address and every address that led to it move. */
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

/** A live entry has this slug now, so it is nobody's old address any more. */
export function releaseSlug(tx: Orm, type: string, slug: string): void {
  tx.delete(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, slug)))
    .run();
}

/** The entry is gone: the addresses that led to it answer 404 like its own. */
export function dropRedirectsTo(tx: Orm, type: string, slug: string): void {
  tx.delete(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.newSlug, slug)))
    .run();
}

/** Where an old address of `type` leads now, if it moved. */
export function movedTo(orm: Orm, type: string, slug: string): string | undefined {
  return orm
    .select({ to: slugRedirects.newSlug })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, slug)))
    .get()?.to;
}
