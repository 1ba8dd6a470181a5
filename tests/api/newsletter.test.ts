import { afterEach, beforeEach, expect, test } from 'bun:test';
import type { Database } from '../../server/db/client.ts';
import { newsletterSubscribers } from '../../server/db/schema/index.ts';
import { openTestApp, type TestApp } from './helpers.ts';

let db: Database;
let app: TestApp['app'];

beforeEach(() => {
  ({ db, app } = openTestApp({ clock: { now: () => new Date(), advance: () => {} } }));
});

afterEach(() => db.raw.close());

const subscribe = (body: string, contentType = 'application/json') =>
  app.request('/api/newsletter', {
    method: 'POST',
    // The site's own origin, as a browser sends it, so an origin check on writes lets it through.
    headers: { 'Content-Type': contentType, Origin: 'http://localhost:3000' },
    body,
  });

const subscribers = () => db.orm.select().from(newsletterSubscribers).all();

test('a new address is stored once; the same one in another case is thanked but not stored again', async () => {
  const first = await subscribe(JSON.stringify({ email: '  Anna.Kim@Example.com ' }));
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ message: 'Thank you for subscribing.' });
  const again = await subscribe(JSON.stringify({ email: 'anna.kim@EXAMPLE.COM' }));
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ message: 'Thank you for subscribing.' });
  expect(subscribers().map((s) => s.email)).toEqual(['Anna.Kim@Example.com']);
});

test('a malformed, missing or too long address is refused with the message and nothing stored', async () => {
  const tooLong = `${'a'.repeat(250)}@example.com`;
  for (const body of [{ email: 'not-an-address' }, {}, { email: 42 }, { email: tooLong }, [], null]) {
    const res = await subscribe(JSON.stringify(body));
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: unknown[] };
    expect(errors).toHaveLength(1);
    expect((errors[0] as { msg: string }).msg).toBe('Enter a valid e-mail address.');
  }
  const res = await subscribe(JSON.stringify({ email: 'not-an-address' }));
  expect(await res.json()).toEqual({ errors: [{ msg: 'Enter a valid e-mail address.', path: 'email' }] });
  expect(subscribers()).toHaveLength(0);
});

test('a body that is not JSON is refused with a clear message', async () => {
  const broken = await subscribe('{"email": ');
  expect(broken.status).toBe(400);
  expect(await broken.json()).toEqual({ errors: [{ msg: 'The request body is not valid JSON.', path: '' }] });
  const form = await subscribe('email=a%40b.co', 'application/x-www-form-urlencoded');
  expect(form.status).toBe(415);
  expect(((await form.json()) as { error: string }).error).toMatch(/JSON/);
  expect(subscribers()).toHaveLength(0);
});
