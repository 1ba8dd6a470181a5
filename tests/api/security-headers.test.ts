import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaUrl } from '../../server/queries/images.ts';
import { insertImage, prepareImage } from '../../server/services/images.ts';
import { openTestApp, type TestApp, tempDir } from './helpers.ts';

/**
 * The headers a page, an API answer and an image are served with (issue 5). Written out literally here, so a
 * change to any of them is a deliberate edit of this file too.
 */

const CSP =
  "default-src 'self'; script-src 'self' https://challenges.cloudflare.com; style-src 'self'; " +
  "img-src 'self' data: https:; font-src 'self'; connect-src 'self' https://challenges.cloudflare.com; " +
  'frame-src https://challenges.cloudflare.com https://www.youtube-nocookie.com https://player.vimeo.com https://player.bilibili.com; ' +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** What a document (a page, or an image opened on its own) adds. */
const EVERY_DOCUMENT = {
  ...EVERY_RESPONSE,
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** A JSON answer is data: opened on its own it may load and run nothing, and nobody may frame it. */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A JSON answer carries no document-only header. */
function expectNoDocumentHeaders(res: Response) {
  expect(res.headers.has('Permissions-Policy')).toBe(false);
  expect(res.headers.has('Cross-Origin-Opener-Policy')).toBe(false);
}

const clientDir = tempDir();
let ctx: TestApp;
let app: TestApp['app'];
let image: string;

beforeAll(async () => {
  // The client's own page template stands in for the build: the headers do not depend on the bundle.
  copyFileSync(new URL('../../client/index.html', import.meta.url), path.join(clientDir, 'index.html'));
  ctx = openTestApp({ clientDir });
  app = ctx.app;
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#b22' } })
    .png()
    .toBuffer();
  const prepared = await prepareImage(png);
  insertImage(ctx.db.orm, { slug: 'red', title: 'Red', alt: 'A red square' }, prepared);
  image = mediaUrl(prepared.hash, prepared.contentType);
});
afterAll(() => ctx.close());

const headersOf = (res: Response) => Object.fromEntries(res.headers);

describe('over http', () => {
  test('a page', async () => {
    const res = await app.request('/login');
    expect(res.status).toBe(200);
    expect(headersOf(res)).toMatchObject({
      ...EVERY_DOCUMENT,
      'content-security-policy': CSP,
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': 'no-cache',
    });
  });

  test('an API answer', async () => {
    const res = await app.request('/api/shop');
    expect(res.status).toBe(200);
    expect(headersOf(res)).toMatchObject({
      ...EVERY_RESPONSE,
      'content-security-policy': JSON_CSP,
      'content-type': 'application/json',
      'cache-control': 'public, max-age=0, s-maxage=60, must-revalidate',
    });
    expectNoDocumentHeaders(res);
  });

  test('an image keeps its own stricter policy', async () => {
    const res = await app.request(image);
    expect(res.status).toBe(200);
    expect(headersOf(res)).toMatchObject({
      ...EVERY_DOCUMENT,
      'content-security-policy': "default-src 'none'; sandbox",
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  test('no Strict-Transport-Security and no X-Powered-By', async () => {
    for (const url of ['/', '/api/shop', image, '/api/nothing-here']) {
      const res = await app.request(url);
      expect(res.headers.has('Strict-Transport-Security')).toBe(false);
      expect(res.headers.has('X-Powered-By')).toBe(false);
    }
  });

  test('session and admin answers, errors included, are never stored', async () => {
    const post = { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' } };
    for (const [url, init] of [
      ['/api/user/auth', { ...post, body: '{}' }],
      ['/api/user/login', { ...post, body: '{}' }],
      ['/api/admin/inbox', {}],
      ['/api/admin', {}],
    ] as const) {
      const res = await app.request(url, init);
      expect({ url, cache: res.headers.get('Cache-Control') }).toEqual({ url, cache: 'no-store' });
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  test('errors carry the same defences', async () => {
    const res = await app.request('/api/user/login', {
      method: 'POST',
      body: 'x',
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(headersOf(res)).toMatchObject({ ...EVERY_RESPONSE, 'content-security-policy': JSON_CSP });
    expectNoDocumentHeaders(res);
  });
});

test('over https Strict-Transport-Security asks for a year on the page, the API and images', async () => {
  const proxied = openTestApp({ clientDir, env: { TRUST_PROXY: '1' } }).app;
  for (const [label, res] of [
    ['direct', await app.request('https://localhost:3000/')],
    ['direct', await app.request('https://localhost:3000/api/shop')],
    ['direct', await app.request(`https://localhost:3000${image}`)],
    ['proxied', await proxied.request('/', { headers: { 'X-Forwarded-Proto': 'https' } })],
  ] as const) {
    expect({ label, hsts: res.headers.get('Strict-Transport-Security') }).toEqual({
      label,
      hsts: 'max-age=31536000; includeSubDomains',
    });
  }
  // A client claiming https without a trusted proxy in front does not get it.
  const claimed = await app.request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(claimed.headers.has('Strict-Transport-Security')).toBe(false);
});

test('the policy allows no inline or eval script, and the page template has no inline script to need it', () => {
  const scriptSrc = CSP.split('; ').find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toMatch(/unsafe|data:|\*/);
  const template = readFileSync(new URL('../../client/index.html', import.meta.url), 'utf8');
  const scripts = [...template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body?.trim()).toBe('');
  }
  expect(template).not.toMatch(/<style\b|\sstyle=|\son\w+=/i);
});
