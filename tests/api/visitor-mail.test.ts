import { afterEach, describe, expect, test } from 'bun:test';
import { enquiries, mailOutbox } from '../../server/db/schema/index.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertCatalogue, validEnquiry } from './send-fixtures.ts';

/**
 * The checkout's confirmation goes to an address nobody has verified (issue 14): if it repeated the sender's
 * name or notes, anyone could make the gallery mail their own text, under its name, to any address.
 */

const STAFF = 'staff@gallery.example';
let ctx: TestApp;
afterEach(() => ctx?.close());

const PHISHING_NAME = 'Your account is locked, log in at https://evil.example';
const PHISHING_NOTES = 'URGENT: confirm your bank details at https://evil.example/verify within 24 hours.';

describe("the visitor's confirmation of an enquiry", () => {
  test('repeats none of the free text, and names the works, the reference and the date', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    insertCatalogue(ctx.db);
    const res = await ctx.post(
      '/api/send/checkout',
      validEnquiry({ name: PHISHING_NAME, email: 'victim@example.com', notes: PHISHING_NOTES }),
    );
    expect(res.status).toBe(200);
    const [enquiry] = ctx.db.orm.select().from(enquiries).all();
    const mails = ctx.db.orm.select().from(mailOutbox).all();
    const visitor = mails.find((m) => m.toAddress === 'victim@example.com');
    const staff = mails.find((m) => m.toAddress === STAFF);
    expect(visitor).toBeDefined();
    for (const part of [visitor?.subject, visitor?.text, visitor?.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('locked');
    }
    expect(visitor?.text).toContain(`Reference: ${enquiry?.reference}`);
    expect(visitor?.text).toContain('15 January 2026'); // the test clock's day
    expect(visitor?.text).toContain('Mount Paektu at Sunrise');
    expect(visitor?.html).toContain('Harvest Song');
    // Staff still see everything the visitor wrote: they are the ones who need it.
    expect(staff?.text).toContain(PHISHING_NOTES);
  });
});
