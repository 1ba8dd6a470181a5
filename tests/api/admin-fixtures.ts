import sharp from 'sharp';
import type { Database } from '../../server/db/client.ts';
import { terms, users } from '../../server/db/schema/index.ts';
import { insertImage, prepareImage } from '../../server/services/images.ts';
import { createSession } from '../../server/services/sessions.ts';
import { termNameKey } from '../../shared/terms.ts';
import { createTestApp, TEST_ORIGIN, type TestAppOptions } from './helpers.ts';

/**
 * A signed-in admin against an empty database with a few real library images, for the admin API tests.
 * The session is made directly (the login route has tests of its own), so each test starts in milliseconds.
 */

export type AdminApp = Awaited<ReturnType<typeof createAdminApp>>;

/** A small real picture, as a browser would upload it. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();

export async function addLibraryImage(db: Database, slug: string, width = 40, height = 30): Promise<number> {
  const prepared = await prepareImage(await picture(width, height));
  return insertImage(db.orm, { slug, title: `Image ${slug}`, alt: `Alt of ${slug}` }, prepared);
}

/** The managed lists the fixtures' shop items pick from, as staff would have set them up. */
export const FIXTURE_TERMS = {
  medium: ['Oil on canvas', 'Giclée print', 'Paper'],
  category: ['Original', 'Print'],
  collection: ['Landscapes'],
} as const;

/** A signed-in admin; `options` may ask for the demo content (`seed`) or a clock of the test's own. */
export async function createAdminApp(options: TestAppOptions & { seed?: boolean } = {}) {
  const ctx = await createTestApp(options);
  ctx.db.orm
    .insert(terms)
    .values(
      Object.entries(FIXTURE_TERMS).flatMap(([kind, names]) =>
        names.map((name) => ({ kind, name, nameKey: termNameKey(name) })),
      ) as never,
    )
    // The demo content may hold some of them already.
    .onConflictDoNothing()
    .run();
  const user = ctx.db.orm
    .insert(users)
    .values({ email: 'staff@gallery.example', passwordHash: 'not used: the session is made directly' })
    .returning({ id: users.id })
    .get();
  const token = createSession(ctx.db, user.id, ctx.clock.now());
  const cookie = `session=${token}`;

  /** An admin call as the dashboard makes it: JSON, from the site's own origin, with the session cookie. */
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(url, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A multipart upload to /api/admin/image/new. */
  const upload = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set('img', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    return ctx.app.request('/api/admin/image/new', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: cookie },
      body: form,
    });
  };

  const get = (url: string) => ctx.app.request(url, { headers: { Cookie: cookie } });

  return { ...ctx, cookie, call, upload, get, close: () => ctx.db.raw.close() };
}
