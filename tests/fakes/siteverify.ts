/**
 * A fake Cloudflare Turnstile siteverify on 127.0.0.1, for API and end-to-end tests. Tokens say what they
 * want: 'pass-…' succeeds once and is spent afterwards (Turnstile tokens are single-use), 'fail…' fails,
 * 'slow' never answers in time, '5xx' answers 500 and 'garbage' answers something that is not JSON.
 */

export const FAKE_TURNSTILE_SECRET = 'fake-turnstile-secret';
export const FAKE_TURNSTILE_SITE_KEY = 'fake-turnstile-site-key';

export type SiteverifyCall = { secret: string; response: string; remoteip?: string; idempotencyKey?: string };

type Outcome = { success: boolean; 'error-codes': string[]; hostname?: string; challenge_ts?: string };

async function readFields(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('Content-Type') ?? '';
  // Cloudflare accepts JSON and form bodies alike; so does the fake.
  if (type.includes('application/json')) {
    const json = (await req.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(await req.text()));
}

export function startFakeSiteverify(options: { port?: number; secret?: string; slowMs?: number } = {}) {
  const secret = options.secret ?? FAKE_TURNSTILE_SECRET;
  const spent = new Set<string>();
  // Cloudflare answers a repeated idempotency key with the first answer, so a retried check is not 'spent'.
  const answered = new Map<string, Outcome>();
  const calls: SiteverifyCall[] = [];

  const decide = (fields: Record<string, string>): Outcome => {
    const token = fields.response ?? '';
    if (fields.secret !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!token.startsWith('pass')) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (spent.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    spent.add(token);
    return { success: true, 'error-codes': [], hostname: 'localhost', challenge_ts: new Date().toISOString() };
  };

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url);
      if (req.method === 'GET' && url.pathname === '/health') return new Response('ok');
      if (req.method === 'GET' && url.pathname === '/calls') return Response.json(calls);
      if (req.method !== 'POST') return new Response('Method not allowed', { status: 405 });
      const fields = await readFields(req);
      calls.push({
        secret: fields.secret ?? '',
        response: fields.response ?? '',
        ...(fields.remoteip ? { remoteip: fields.remoteip } : {}),
        ...(fields.idempotency_key ? { idempotencyKey: fields.idempotency_key } : {}),
      });
      const token = fields.response ?? '';
      if (token === 'slow') {
        await Bun.sleep(options.slowMs ?? 10_000);
        return Response.json({ success: true, 'error-codes': [] });
      }
      if (token === '5xx') return new Response('upstream error', { status: 500 });
      if (token === 'garbage') return new Response('<html>not json', { headers: { 'Content-Type': 'text/html' } });
      const key = fields.idempotency_key;
      const previous = key ? answered.get(`${key}\n${token}`) : undefined;
      const outcome = previous ?? decide(fields);
      if (key) answered.set(`${key}\n${token}`, outcome);
      return Response.json(outcome);
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/turnstile/v0/siteverify`,
    port: server.port as number,
    calls,
    /** Env for an app that verifies against this fake. */
    env: {
      TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET_KEY: secret,
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${server.port}/turnstile/v0/siteverify`,
    },
    stop: () => server.stop(true),
  };
}

export type FakeSiteverify = ReturnType<typeof startFakeSiteverify>;

/** A fresh token that passes exactly once. */
export const passToken = () => `pass-${crypto.randomUUID()}`;
