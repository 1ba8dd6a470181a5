import { afterEach, beforeEach, expect, test } from 'bun:test';
import { sanitizeRichText } from '../../server/services/sanitize.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/** DESIGN 'Rich text': whatever the client sends, rich text is stored sanitised, and public pages get that. */

let admin: AdminApp;
let img: number;

beforeEach(async () => {
  admin = await createAdminApp();
  img = await addLibraryImage(admin.db, 'portrait');
});
afterEach(() => admin.close());

const HOSTILE = [
  '<h2>Early years</h2>',
  '<p>Born in <strong>Pyongyang</strong>, trained at <em>Mansudae</em>.<script>alert("bio")</script></p>',
  '<p onclick="steal()" style="position:fixed">Clicked</p>',
  '<p><a href="javascript:alert(1)">js link</a> <a href=" JaVaScRiPt:alert(2)">cased</a></p>',
  '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a></p>',
  '<img src="x" onerror="alert(1)"><img src="data:text/html,<script>alert(1)</script>">',
  '<img src="https://images.example/p.jpg" alt="Portrait" onload="x()">',
  '<ul><li>One</li></ul><blockquote><p>Quote</p></blockquote>',
  '<p><a href="https://gallery.example/" target="_blank">site</a> <a href="mailto:info@gallery.example">mail</a></p>',
  '<iframe src="https://evil.example"></iframe><svg><script>alert(3)</script></svg><style>body{}</style>',
].join('');

test('script, javascript: and data:text/html links, event handlers and styles are gone; safe markup stays', async () => {
  const res = await admin.call('POST', '/api/admin/artists/new', { name: 'Ho', slug: 'ho', bio: HOSTILE, img });
  expect(res.status).toBe(201);
  const { bio } = (await (await admin.app.request('/api/artists/ho')).json()) as { bio: string };

  for (const gone of [
    '<script',
    'alert',
    'javascript:',
    'onclick',
    'onerror',
    'onload',
    'style',
    'data:text',
    'iframe',
    '<svg',
  ]) {
    expect(bio.toLowerCase()).not.toContain(gone.toLowerCase());
  }
  expect(bio).toContain('<h2>Early years</h2>');
  expect(bio).toContain('<p>Born in <strong>Pyongyang</strong>, trained at <em>Mansudae</em>.</p>');
  expect(bio).toContain('<p>Clicked</p>');
  expect(bio).toContain('<a>js link</a>');
  expect(bio).toContain('<img src="https://images.example/p.jpg" alt="Portrait" />');
  expect(bio).toContain('<ul><li>One</li></ul><blockquote><p>Quote</p></blockquote>');
  expect(bio).toContain('<a href="https://gallery.example/">site</a> <a href="mailto:info@gallery.example">mail</a>');
  // Sanitising what was stored changes nothing.
  expect(sanitizeRichText(bio)).toBe(bio);
});

test('every rich-text field of every type is sanitised, on update as on create', async () => {
  const dirty = '<p>Safe<script>alert(1)</script></p>';
  const body = { name: 'Yun', slug: 'yun', bio: '<p>ok</p>', img };
  expect((await admin.call('POST', '/api/admin/artists/new', body)).status).toBe(201);
  const { _id } = (await (await admin.get('/api/admin/artists/update/yun')).json()) as { _id: number };
  expect((await admin.call('PUT', '/api/admin/artists/update/yun', { ...body, _id, bio: dirty })).status).toBe(200);
  expect(((await (await admin.app.request('/api/artists/yun')).json()) as { bio: string }).bio).toBe('<p>Safe</p>');

  const film = {
    title: 'F',
    slug: 'f',
    short_description: dirty,
    synopsis: `<p onmouseover="x()">S</p>${dirty}`,
    main_img: img,
  };
  expect((await admin.call('POST', '/api/admin/films/new', film)).status).toBe(201);
  const shown = (await (await admin.app.request('/api/explore/films/f')).json()) as Record<string, string>;
  expect(shown.short_description).toBe('<p>Safe</p>');
  expect(shown.synopsis).toBe('<p>S</p><p>Safe</p>');
});
