import type { Orm } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';

/**
 * Adds an address unless it is already there in any case (the unique index is on lower(email)).
 * Returns whether it was new; one statement, so two simultaneous sign-ups cannot both insert.
 */
export function subscribeToNewsletter(orm: Orm, email: string): boolean {
  const inserted = orm
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id })
    .all();
  return inserted.length > 0;
}
