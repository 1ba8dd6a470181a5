import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { contactMessages, enquiries, enquiryLines, mailOutbox } from '../../server/db/schema/index.ts';
import { BODY_TOO_LARGE, ENQUIRY_SENT, MESSAGE_SENT } from '../../server/routes/send.ts';
import { type FakeSiteverify, passToken, startFakeSiteverify } from '../fakes/siteverify.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

const STAFF = 'staff@gallery.example';
let ctx: TestApp;

afterEach(() => ctx?.close());

const stored = () => ({
  enquiries: ctx.db.orm.select().from(enquiries).all(),
  lines: ctx.db.orm.select().from(enquiryLines).all(),
  messages: ctx.db.orm.select().from(contactMessages).all(),
  mail: ctx.db.orm.select().from(mailOutbox).all(),
});

const expectNothingStored = () => {
  const s = stored();
  expect([s.enquiries.length, s.lines.length, s.messages.length, s.mail.length]).toEqual([0, 0, 0, 0]);
};

const messagesOf = async (res: Response) =>
  ((await res.json()) as { errors: { msg: string }[] }).errors.map((e) => e.msg);

describe('checkout without captcha keys (captcha off)', () => {
  test('stores the enquiry with the server titles, prices and total, and two outbox mails, then answers', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    insertCatalogue(ctx.db);
    // The browser claims silly prices; they must not matter.
    const body = validEnquiry({
      cart: [
        { slug: 'mount-paektu-sunrise', sizeOption: '50 x 70 cm', price: 1, title: 'Cheap!', quantity: 2 },
        { slug: 'harvest-song', sizeOption: 'A2 print', price: 0, quantity: 1 },
      ],
    });
    const res = await ctx.post('/api/send/checkout', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ENQUIRY_SENT, reference: 'ENQ-2026-0001' });

    const s = stored();
    expect(s.enquiries).toHaveLength(1);
    expect(s.enquiries[0]).toMatchObject({ name: 'Anna Kim', email: 'anna@example.com', totalCents: 258_999 });
    expect(s.enquiries[0]).toMatchObject({ stage: 'new', reference: 'ENQ-2026-0001' });
    expect(s.lines.map((l) => [l.title, l.artistName, l.size, l.priceCents, l.quantity])).toEqual([
      ['Mount Paektu at Sunrise', 'Kim Song Hui', '50 x 70 cm', 125_000, 2],
      ['Harvest Song', 'Ri Chol Jin', 'A2 print', 8_999, 1],
    ]);
    const [staff, visitor] = s.mail;
    expect(s.mail).toHaveLength(2);
    expect(staff).toMatchObject({ toAddress: STAFF, replyTo: 'anna@example.com', status: 'pending' });
    expect(staff?.text).toContain('€2,589.99');
    expect(visitor).toMatchObject({ toAddress: 'anna@example.com', replyTo: STAFF, status: 'pending' });
    expect(visitor?.text).toContain('within 2 business days');
    expect(visitor?.html).toContain('€1,250.00');
    expect(new Set(s.mail.map((m) => m.idempotencyKey)).size).toBe(2);
    expect(s.mail.every((m) => m.enquiryId === s.enquiries[0]?.id)).toBe(true);
  });

  test('without MAIL_TO only the visitor confirmation is queued', async () => {
    ctx = openTestApp();
    insertCatalogue(ctx.db);
    expect((await ctx.post('/api/send/checkout', validEnquiry())).status).toBe(200);
    expect(stored().mail.map((m) => m.toAddress)).toEqual(['anna@example.com']);
  });

  test('an unknown item or size is refused by name and nothing is stored', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    insertCatalogue(ctx.db);
    const res = await ctx.post(
      '/api/send/checkout',
      validEnquiry({
        cart: [
          { slug: 'no-such-print', sizeOption: 'A2 print', quantity: 1 },
          { slug: 'harvest-song', sizeOption: '2 x 2 m', quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [
        {
          msg: 'The item "no-such-print" is no longer in the shop. Please remove it from your cart.',
          path: 'cart.0.slug',
        },
        {
          msg: '"Harvest Song" is not offered in the size "2 x 2 m". Please remove it and choose a size again.',
          path: 'cart.1.sizeOption',
        },
      ],
    });
    expectNothingStored();
  });

  test('validation refuses with the field messages and stores nothing', async () => {
    ctx = openTestApp();
    insertCatalogue(ctx.db);
    const line = { slug: 'harvest-song', sizeOption: 'A2 print', quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Please enter your name.'],
      [{ name: 'x'.repeat(201) }, 'Your name can be at most 200 characters.'],
      [{ email: 'not-an-address' }, 'Enter a valid e-mail address.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Enter a valid e-mail address.'],
      [{ notes: 'n'.repeat(2001) }, 'The notes can be at most 2,000 characters.'],
      [{ cart: [] }, 'Please select items from your cart to continue.'],
      [{ cart: Array.from({ length: 51 }, () => line) }, 'An enquiry can hold at most 50 lines.'],
      [{ cart: [{ ...line, quantity: 0 }] }, 'Each quantity must be a whole number from 1 to 99.'],
      [{ cart: [{ ...line, quantity: 100 }] }, 'Each quantity must be a whole number from 1 to 99.'],
      [{ cart: [{ ...line, quantity: 1.5 }] }, 'Each quantity must be a whole number from 1 to 99.'],
    ];
    for (const [index, [override, message]] of cases.entries()) {
      ctx.visitor.address = `192.0.2.${index}`;
      const res = await ctx.post('/api/send/checkout', validEnquiry(override));
      expect(res.status).toBe(400);
      expect(await messagesOf(res)).toEqual([message]);
    }
    const fifty = await ctx.post('/api/send/checkout', validEnquiry({ cart: Array.from({ length: 50 }, () => line) }));
    expect(fifty.status).toBe(200);
    expect(stored().enquiries[0]?.totalCents).toBe(50 * 8_999);
  });

  test('a body that is not JSON is refused before anything happens', async () => {
    ctx = openTestApp();
    expect((await ctx.post('/api/send/checkout', '{"name":')).status).toBe(400);
    expect((await ctx.post('/api/send/contact', 'a=b', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expectNothingStored();
  });

  test('a body over 64 KB is refused with 413 and nothing is stored', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    const res = await ctx.post('/api/send/contact', validMessage({ message: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: [{ msg: BODY_TOO_LARGE, path: '' }] });
    expectNothingStored();
  });
});

describe('contact', () => {
  test('stores the message and one staff mail, with visitor text escaped and the subject on one line', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    const res = await ctx.post(
      '/api/send/contact',
      validMessage({
        name: 'Eve\r\nBcc: victim@example.com',
        subject: 'Hello\nBcc: victim@example.com\u2028X-Evil: 1',
        message: '<script>alert(1)</script>\nSecond line',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE_SENT, reference: 'MSG-2026-0001' });
    const s = stored();
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]?.message).toBe('<script>alert(1)</script>\nSecond line');
    expect(s.mail).toHaveLength(1);
    const mail = s.mail[0];
    expect(mail).toMatchObject({ toAddress: STAFF, replyTo: 'anna@example.com', contactMessageId: s.messages[0]?.id });
    expect(mail?.subject).toBe('Contact form MSG-2026-0001: Hello Bcc: victim@example.com X-Evil: 1');
    expect(mail?.subject).not.toMatch(/[\r\n\u2028]/);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.text).toContain('Message MSG-2026-0001 from Eve Bcc: victim@example.com <anna@example.com>');
  });

  test('without MAIL_TO the message is still stored (staff read it in the inbox)', async () => {
    ctx = openTestApp();
    expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
    expect(stored().messages).toHaveLength(1);
    expect(stored().mail).toHaveLength(0);
  });

  test('validation refuses with the field messages and stores nothing', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, ['Please enter your name.']],
      [{ email: 'a@' }, ['Enter a valid e-mail address.']],
      [{ subject: ' ' }, ['Please enter a subject.']],
      [{ subject: 's'.repeat(201) }, ['The subject can be at most 200 characters.']],
      [{ message: '' }, ['Please enter a message.']],
      [{ message: 'm'.repeat(5001) }, ['The message can be at most 5,000 characters.']],
      [
        { name: undefined, email: undefined, subject: undefined, message: undefined },
        [
          'Please enter your name.',
          'Enter a valid e-mail address.',
          'Please enter a subject.',
          'Please enter a message.',
        ],
      ],
    ];
    for (const [index, [override, messages]] of cases.entries()) {
      ctx.visitor.address = `192.0.2.${index}`;
      const res = await ctx.post('/api/send/contact', validMessage(override));
      expect(res.status).toBe(400);
      expect(await messagesOf(res)).toEqual(messages);
    }
    expect((await ctx.post('/api/send/contact', validMessage({ message: 'm'.repeat(5000) }))).status).toBe(200);
    expect(stored().messages).toHaveLength(1);
  });
});

describe('captcha with a fake siteverify on 127.0.0.1', () => {
  let fake: FakeSiteverify;
  beforeAll(() => {
    fake = startFakeSiteverify({ slowMs: 8000 });
  });
  afterAll(() => fake.stop());

  const setUp = () => {
    ctx = openTestApp({ env: { ...fake.env, MAIL_TO: STAFF } });
    insertCatalogue(ctx.db);
  };

  test('a passing token is verified with the secret, the address and an idempotency key', async () => {
    setUp();
    const token = passToken();
    const res = await ctx.post('/api/send/checkout', validEnquiry({ captchaToken: token }));
    expect(res.status).toBe(200);
    const call = fake.calls.find((c) => c.response === token);
    expect(call).toMatchObject({ secret: fake.env.TURNSTILE_SECRET_KEY, remoteip: '203.0.113.7' });
    expect(call?.idempotencyKey).toMatch(/\S{16,}/);
    expect(stored().enquiries).toHaveLength(1);
  });

  test('a spent, failing, missing or over-long token is refused and nothing is stored', async () => {
    setUp();
    const token = passToken();
    expect((await ctx.post('/api/send/contact', validMessage({ captchaToken: token }))).status).toBe(200);
    ctx.db.raw.exec('DELETE FROM mail_outbox; DELETE FROM contact_messages');
    const refused: [unknown, string][] = [
      [token, 'The captcha could not be verified. Please try again.'],
      ['fail-1', 'The captcha could not be verified. Please try again.'],
      [undefined, 'Please complete the captcha.'],
      ['', 'Please complete the captcha.'],
      [`pass-${'x'.repeat(2048)}`, 'The captcha could not be verified. Please try again.'],
    ];
    for (const [captchaToken, msg] of refused) {
      for (const [url, body] of [
        ['/api/send/contact', validMessage({ captchaToken })],
        ['/api/send/checkout', validEnquiry({ captchaToken })],
      ] as const) {
        const res = await ctx.post(url, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ errors: [{ msg, path: 'captchaToken' }] });
      }
    }
    expectNothingStored();
  });

  test('the captcha is checked before validation: an invalid body with a bad token gets the captcha message', async () => {
    setUp();
    const res = await ctx.post('/api/send/contact', { email: 'nope', captchaToken: 'fail' });
    expect(await messagesOf(res)).toEqual(['The captcha could not be verified. Please try again.']);
  });

  test('a siteverify that errs, answers garbage or times out refuses with 503', async () => {
    setUp();
    for (const captchaToken of ['5xx', 'garbage', 'slow']) {
      const res = await ctx.post('/api/send/contact', validMessage({ captchaToken }));
      expect(res.status).toBe(503);
      expect(await messagesOf(res)).toEqual([
        'The captcha check is unavailable right now. Please try again in a moment.',
      ]);
    }
    expectNothingStored();
  }, 20_000);
});

describe('rate limits', () => {
  test('each endpoint allows 10 sends per address in 10 minutes, then 429 with Retry-After', async () => {
    ctx = openTestApp();
    insertCatalogue(ctx.db);
    for (let i = 0; i < 10; i += 1) expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
    const limited = await ctx.post('/api/send/contact', validMessage());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(600);
    expect(await messagesOf(limited)).toEqual(['Too many attempts. Please wait a little and try again.']);
    expect(stored().messages).toHaveLength(10);

    // The checkout counts on its own, and another address is not affected.
    expect((await ctx.post('/api/send/checkout', validEnquiry())).status).toBe(200);
    ctx.visitor.address = '198.51.100.9';
    expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);

    ctx.visitor.address = '203.0.113.7';
    ctx.clock.advance(10 * 60_000 + 1000);
    expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
  });

  test('refused attempts count too, so a script cannot hammer the captcha check', async () => {
    ctx = openTestApp();
    for (let i = 0; i < 10; i += 1) expect((await ctx.post('/api/send/contact', {})).status).toBe(400);
    expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(429);
    expectNothingStored();
  });
});
