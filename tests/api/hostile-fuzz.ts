import fc from 'fast-check';
import { users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { createSession } from '../../server/services/sessions.ts';
import { createTestApp, TEST_ORIGIN } from './helpers.ts';

/**
 * Hostile-input fuzzing of every write route, shared by the test (a few thousand requests) and
 * `bench/hostile.ts` (ten thousand and more). Requests are generated from a fixed seed, so a failure can be
 * replayed; each is checked for a 5xx or a leaked stack trace, and the database for any change at all.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Field names the write routes know, so the generator also makes bodies that look nearly right. */
const FIELDS = [
  'email',
  'password',
  'captchaToken',
  'name',
  'notes',
  'cart',
  'slug',
  'sizeOption',
  'quantity',
  'price',
  'subject',
  'message',
  'title',
  'alt',
  'status',
  '_id',
  'img',
  'description',
  'content',
  'artist',
  'images',
  'from_collection',
  'size_price_info',
  'lowPrice',
  'body',
  'meta',
  'home_hero',
  '__proto__',
  'constructor',
];

const nasty = fc.constantFrom(
  '',
  '\u0000',
  '\r\nX-Injected: 1',
  '%0aPOST /api/admin/signup 201',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '\u202e\u2028\u2029\ufeff',
  '😀'.repeat(500),
  'a'.repeat(70_000),
  '1e309',
  '-0',
  'NaN',
  'javascript:alert(1)',
);

const value = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 2)) },
);

const nearlyRight = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((o) => JSON.stringify(o));

const body = fc.oneof(
  { weight: 4, arbitrary: nearlyRight },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 500 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}') },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=x',
      'application/problem+json',
      '',
    ),
  },
);

/** A multipart upload with made-up fields and bytes that are no image (or only begin like one). */
const upload = fc.record({
  fields: fc.dictionary(fc.constantFrom('title', 'alt', 'slug', 'img', 'x'), fc.oneof(nasty, fc.string()), {
    maxKeys: 4,
  }),
  file: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }),
    fc
      .uint8Array({ maxLength: 500 })
      .map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
    fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  ),
  fileName: fc.oneof(fc.constantFrom('a.png', 'a.svg', '../../x.jpg', ''), nasty),
});

export type FuzzApp = Awaited<ReturnType<typeof createFuzzApp>>;

/** An app on a seeded database, a staff session, and a new visitor address for each request. */
export async function createFuzzApp() {
  let visitor = 0;
  // Each request from an address of its own, so the rate limits let the bodies through to validation.
  const ctx = await createTestApp({
    seed: true,
    clientAddress: () => `198.18.${(visitor >> 8) & 255}.${visitor++ & 255}`,
  });
  const user = ctx.db.orm
    .insert(users)
    // A real hash: the routes that ask for the password again check fuzzed passwords against it.
    .values({ email: 'fuzz@gallery.example', passwordHash: await hashPassword('the fuzzing account password') })
    .returning({ id: users.id })
    .get();
  const cookie = `session=${createSession(ctx.db, user.id, ctx.clock.now())}`;
  return { ...ctx, cookie };
}

/** Every write route, with its parameters filled in by values that name nothing (so even a valid body changes nothing). */
export function writeRoutes(app: FuzzApp['app']) {
  const routes = new Set<string>();
  for (const route of app.routes) if (WRITES.has(route.method)) routes.add(`${route.method} ${route.path}`);
  return [...routes].map((key) => {
    const [method = '', path = ''] = key.split(' ');
    return { method, path: path.replace(/:id\b/g, '999999').replace(/:(\w+)/g, 'no-such-entry-zz') };
  });
}

export type FuzzReport = { requests: number; serverErrors: string[]; leaks: string[]; stateChanges: number };

/** The database's own count of rows inserted, changed or deleted on this connection. */
const changes = (fuzz: FuzzApp) => fuzz.db.raw.all<{ n: number }>('SELECT total_changes() AS n')[0]?.n ?? 0;

/** Sends `runs` hostile requests to each write route, signed in and signed out, and reports what happened. */
export async function fuzzWriteRoutes(fuzz: FuzzApp, options: { runs: number; seed: number }): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, serverErrors: [], leaks: [], stateChanges: 0 };
  // Signing out (here or everywhere) would end the session the signed-in half needs; it changes nothing else,
  // and takes no input. Starting a two-step set-up, or adding a passkey, takes no input either: any call makes a
  // new pending key or challenge.
  const signOuts = new Set([
    '/api/user/logout',
    '/api/admin/accounts/sign-out-everywhere',
    '/api/admin/two-step/setup',
    '/api/admin/two-step/passkeys/options',
  ]);
  const routes = writeRoutes(fuzz.app).filter((r) => !signOuts.has(r.path));
  const before = changes(fuzz);
  let seed = options.seed;
  for (const route of routes) {
    const isUpload = route.path === '/api/admin/image/new';
    for (const signedIn of [false, true]) {
      seed += 1;
      const samples = isUpload
        ? fc.sample(upload, { seed, numRuns: options.runs }).map((u) => {
            const form = new FormData();
            for (const [name, v] of Object.entries(u.fields)) form.set(name, v);
            form.set('img', new File([u.file], u.fileName));
            return { body: form as RequestInit['body'], type: undefined as string | undefined };
          })
        : fc
            .sample(fc.record({ body, type: contentType }), { seed, numRuns: options.runs })
            .map((s) => ({ body: s.body as RequestInit['body'], type: s.type as string | undefined }));
      for (const sample of samples) {
        const headers: Record<string, string> = { Origin: TEST_ORIGIN };
        if (sample.type) headers['Content-Type'] = sample.type;
        if (signedIn) headers.Cookie = fuzz.cookie;
        const res = await fuzz.app.request(route.path, { method: route.method, headers, body: sample.body });
        const text = await res.text();
        report.requests += 1;
        const label = `${route.method} ${route.path} (${signedIn ? 'signed in' : 'signed out'}, seed ${seed})`;
        if (res.status >= 500) report.serverErrors.push(`${label}: ${res.status} ${text.slice(0, 200)}`);
        if (/\n\s+at |node_modules|\.ts:\d+/.test(text)) report.leaks.push(`${label}: ${text.slice(0, 200)}`);
      }
    }
  }
  report.stateChanges = changes(fuzz) - before;
  return report;
}
