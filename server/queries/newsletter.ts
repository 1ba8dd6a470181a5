import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';

/** A secret only the subscriber's own mails carry. */
export const newUnsubscribeToken = () => randomBytes(24).toString('hex');

/** One statement each, so two simultaneous sign-ups cannot both insert; the unique index is on lower(email). */
export function subscribeToNewsletter(orm: Orm, email: string, now: Date = new Date()): string | null {
  const token = newUnsubscribeToken();
  const inserted = orm
    .insert(newsletterSubscribers)
    .values({ email, unsubscribeToken: token, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id })
    .all();
  if (inserted.length > 0) return token;
  const renewed = orm
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null, unsubscribeToken: token, createdAt: now })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
        sql`${newsletterSubscribers.unsubscribedAt} IS NOT NULL`,
      ),
    )
    .returning({ id: newsletterSubscribers.id })
    .all();
  return renewed.length > 0 ? token : null;
}

export function unsubscribeByToken(orm: Orm, token: string, now: Date): boolean {
  const row = orm
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id })
    .get();
  return row !== undefined;
}

export function listSubscribers(orm: Orm, options: { includeUnsubscribed: boolean }) {
  return orm
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(options.includeUnsubscribed ? undefined : isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .all();
}

export function removeSubscriber(orm: Orm, id: number): boolean {
  return (
    orm
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id })
      .get() !== undefined
  );
}
