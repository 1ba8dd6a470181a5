import { afterEach, describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { contactMessages, enquiries, mailOutbox } from '../../server/db/schema/index.ts';
import type { AppEnv } from '../../server/lib/env.ts';
import { inboxRoutes } from '../../server/routes/admin/inbox.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * The optional phone or WeChat ID and country of the checkout and contact forms: stored, shown to staff (inbox
 * and their mail), never repeated in the visitor's confirmation, and refused by name when too long or odd.
 */

const STAFF = 'staff@gallery.example';
let ctx: TestApp;
afterEach(() => ctx?.close());

const open = () => {
  ctx = openTestApp({ env: { MAIL_TO: STAFF } });
  insertCatalogue(ctx.db);
};

const inbox = async () => {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', ctx.deps);
      await next();
    })
    .route('/inbox', inboxRoutes);
  const { entries } = (await (await app.request('/inbox')).json()) as {
    entries: { kind: 'enquiry' | 'message'; phone: string; country: string }[];
  };
  return {
    enquiries: entries.filter((e) => e.kind === 'enquiry'),
    messages: entries.filter((e) => e.kind === 'message'),
  };
};

const errorsOf = async (res: Response) => ((await res.json()) as { errors: { msg: string; path: string }[] }).errors;

describe('checkout', () => {
  test('stores phone and country, shows them in the inbox and staff mail, not in the visitor mail', async () => {
    open();
    const res = await ctx.post(
      '/api/send/checkout',
      validEnquiry({ phone: ' +86 138 0013 8000 ', country: ' Germany ' }),
    );
    expect(res.status).toBe(200);
    expect(ctx.db.orm.select().from(enquiries).get()).toMatchObject({ phone: '+86 138 0013 8000', country: 'Germany' });
    expect((await inbox()).enquiries[0]).toMatchObject({ phone: '+86 138 0013 8000', country: 'Germany' });
    const mail = ctx.db.orm.select().from(mailOutbox).all();
    const staff = mail.find((m) => m.toAddress === STAFF);
    const visitor = mail.find((m) => m.toAddress === 'anna@example.com');
    expect(staff?.text).toContain('Phone or WeChat: +86 138 0013 8000');
    expect(staff?.text).toContain('Country: Germany');
    expect(staff?.html).toContain('Country: Germany');
    for (const part of [visitor?.text, visitor?.html]) {
      expect(part).toBeString();
      expect(part).not.toContain('138 0013');
      expect(part).not.toContain('Germany');
    }
  });

  test('both are optional: left out they are stored empty and staff mail has no such lines', async () => {
    open();
    expect((await ctx.post('/api/send/checkout', validEnquiry())).status).toBe(200);
    expect(ctx.db.orm.select().from(enquiries).get()).toMatchObject({ phone: '', country: '' });
    expect(
      ctx.db.orm
        .select()
        .from(mailOutbox)
        .all()
        .map((m) => m.text)
        .join('\n'),
    ).not.toContain('Phone or WeChat');
  });

  test('a WeChat ID is taken; too long or with odd characters is refused by field and nothing is stored', async () => {
    open();
    expect((await ctx.post('/api/send/checkout', validEnquiry({ phone: 'wxid_anna-kim.1988' }))).status).toBe(200);
    ctx.close();
    open();
    const res = await ctx.post('/api/send/checkout', validEnquiry({ phone: '1'.repeat(61), country: 'Ger\nmany' }));
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([
      { msg: 'The phone number or WeChat ID can be at most 60 characters.', path: 'phone' },
      { msg: 'The country can be one line of text only.', path: 'country' },
    ]);
    const odd = await ctx.post('/api/send/checkout', validEnquiry({ phone: '<b>call</b>', country: 'x'.repeat(101) }));
    expect(await errorsOf(odd)).toEqual([
      {
        msg: 'The phone number or WeChat ID can hold letters, digits, spaces and + ( ) . - _ / : @ # , only.',
        path: 'phone',
      },
      { msg: 'The country can be at most 100 characters.', path: 'country' },
    ]);
    expect(ctx.db.orm.select().from(enquiries).all()).toHaveLength(0);
  });
});

describe('contact', () => {
  test('stores phone and country, shows them to staff, and refuses a phone too long', async () => {
    open();
    const res = await ctx.post('/api/send/contact', validMessage({ phone: '+44 20 7946 0000', country: 'UK' }));
    expect(res.status).toBe(200);
    expect(ctx.db.orm.select().from(contactMessages).get()).toMatchObject({ phone: '+44 20 7946 0000', country: 'UK' });
    expect((await inbox()).messages[0]).toMatchObject({ phone: '+44 20 7946 0000', country: 'UK' });
    expect(ctx.db.orm.select().from(mailOutbox).get()?.text).toContain('Phone or WeChat: +44 20 7946 0000');

    const long = await ctx.post('/api/send/contact', validMessage({ phone: '9'.repeat(61) }));
    expect(long.status).toBe(400);
    expect((await errorsOf(long))[0]?.path).toBe('phone');
    expect(ctx.db.orm.select().from(contactMessages).all()).toHaveLength(1);
  });
});
