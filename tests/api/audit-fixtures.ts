import { expect } from 'bun:test';
import { eq } from 'drizzle-orm';
import { mailOutbox, terms } from '../../server/db/schema/index.ts';
import { enqueueMail } from '../../server/services/outbox.ts';
import { termNameKey } from '../../shared/terms.ts';
import { addLibraryImage, FIXTURE_TERMS } from './admin-fixtures.ts';
import { type AuthApp, addUser, turnOnTwoStep } from './auth-fixtures.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * What the audit coverage test's writes act on (./audit-writes.ts): the managed lists, a catalogue, library
 * images, an enquiry, a message, a subscriber, colleagues to change, remove and reset, and mails a restore held.
 */
export async function auditFixtures(ctx: AuthApp, read: <T>(path: string) => Promise<T>) {
  ctx.db.orm
    .insert(terms)
    .values(
      Object.entries(FIXTURE_TERMS).flatMap(([kind, names]) =>
        names.map((name) => ({ kind, name, nameKey: termNameKey(name) })),
      ) as never,
    )
    .run();
  insertCatalogue(ctx.db);
  const img = {
    a: await addLibraryImage(ctx.db, 'a'),
    b: await addLibraryImage(ctx.db, 'b'),
    c: await addLibraryImage(ctx.db, 'c'),
  };
  expect((await ctx.post('/api/send/checkout', validEnquiry())).status).toBe(200);
  expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
  expect((await ctx.post('/api/newsletter', { email: 'reader@example.com' })).status).toBe(200);
  const inbox = await read<{ entries: { id: number; kind: string }[] }>('/inbox');
  const enquiry = inbox.entries.find((e) => e.kind === 'enquiry')?.id;
  const message = inbox.entries.find((e) => e.kind === 'message')?.id;
  const subscriber = (await read<{ subscribers: { id: number }[] }>('/newsletter')).subscribers[0]?.id;

  // Colleagues: one to change, one to remove, one whose second factor is lost.
  const colleague = await addUser(ctx.db, 'colleague@gallery.example', 'brush and ink on hanji paper', 'editor');
  const leaving = await addUser(ctx.db, 'leaving@gallery.example', 'a mosaic of the west sea barrage', 'sales');
  const lost = { email: 'lost-phone@gallery.example', password: 'embroidery of cranes over pines' };
  const lostId = (await addUser(ctx.db, lost.email, lost.password, 'editor')).id;
  const lostLogin = await ctx.login(lost);
  const lostCookie = lostLogin.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  await turnOnTwoStep(ctx, lostCookie);
  return {
    img,
    enquiry,
    message,
    subscriber,
    colleague,
    leaving,
    lostId,
    holdMail: (about?: number) => holdMail(ctx, about),
  };
}

/** A mail held as a restore holds it, about the enquiry `about` if given; answers its id. */
function holdMail(ctx: AuthApp, about?: number): number {
  const mail = { subject: 'Your enquiry', text: 'Thank you.', html: '<p>Thank you.</p>', to: 'anna@example.com' };
  const id = enqueueMail(ctx.db.orm, { ...mail, enquiryId: about }, ctx.clock.now());
  ctx.db.orm.update(mailOutbox).set({ status: 'held' }).where(eq(mailOutbox.id, id)).run();
  return id;
}
