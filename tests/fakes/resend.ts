/**
 * A fake Resend API on 127.0.0.1 for the outbox tests, reached through RESEND_BASE_URL. It records every
 * delivery, honours Idempotency-Key as Resend does (a repeated key answers the first id and delivers nothing
 * new; the same key with another payload is a 409), and can be told to fail the next calls, to lose the
 * answers of calls it did deliver, or to be down altogether (connections refused).
 */

export const FAKE_RESEND_KEY = 're_fake_test_key';

export type Delivery = {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  at: number;
};

type Failure = { status: number; name: string };

const NAMES: Record<number, string> = {
  401: 'missing_api_key',
  403: 'invalid_api_key',
  409: 'concurrent_idempotent_requests',
  422: 'validation_error',
  429: 'rate_limit_exceeded',
  500: 'internal_server_error',
};

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

const errorResponse = (status: number, name: string, message: string, headers: HeadersInit = {}) =>
  Response.json({ statusCode: status, name, message }, { status, headers });

export function startFakeResend(options: { port?: number; apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? FAKE_RESEND_KEY;
  const deliveries: Delivery[] = [];
  const byKey = new Map<string, { id: string; payload: string }>();
  const failures: Failure[] = [];
  let lostAnswers = 0;
  let requests = 0;
  let sequence = 0;

  const fetch = async (req: Request) => {
    const url = new URL(req.url);
    if (req.method === 'GET' && url.pathname === '/health') return new Response('ok');
    if (req.method === 'GET' && url.pathname === '/deliveries') return Response.json(deliveries);
    if (req.method !== 'POST' || url.pathname !== '/emails') return errorResponse(404, 'not_found', 'Not found');
    requests += 1;
    if (req.headers.get('Authorization') !== `Bearer ${apiKey}`) {
      return errorResponse(403, 'invalid_api_key', 'API key is invalid');
    }
    const failure = failures.shift();
    if (failure) {
      const headers: HeadersInit = failure.status === 429 ? { 'Retry-After': '1' } : {};
      return errorResponse(failure.status, failure.name, `Fake failure ${failure.status}`, headers);
    }
    const payload = await req.text();
    const body = JSON.parse(payload) as Record<string, unknown>;
    const key = req.headers.get('Idempotency-Key');
    const seen = key ? byKey.get(key) : undefined;
    if (seen) {
      if (seen.payload !== payload) {
        return errorResponse(409, 'invalid_idempotent_request', 'Same idempotency key, different payload');
      }
      return answer(seen.id);
    }
    if (!body.from || !body.to || !body.subject) {
      return errorResponse(422, 'validation_error', 'from, to and subject are required');
    }
    sequence += 1;
    const id = `fake-email-${sequence}`;
    if (key) byKey.set(key, { id, payload });
    deliveries.push({
      id,
      idempotencyKey: key,
      from: String(body.from),
      to: list(body.to),
      replyTo: list(body.reply_to),
      subject: String(body.subject),
      text: String(body.text ?? ''),
      html: String(body.html ?? ''),
      headers: (body.headers as Record<string, string> | undefined) ?? {},
      at: Date.now(),
    });
    return answer(id);
  };

  const answer = (id: string) => {
    if (lostAnswers > 0) {
      // Done, but the caller never learns it: only the idempotency key keeps the retry from resending.
      lostAnswers -= 1;
      return errorResponse(500, 'internal_server_error', 'Answer lost after delivery');
    }
    return Response.json({ id });
  };

  let server: ReturnType<typeof Bun.serve> | null = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    fetch,
  });
  const port = server.port as number;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deliveries,
    /** Every POST /emails that reached the fake, failed or not. */
    requests: () => requests,
    /** Env for an app that sends through this fake. */
    env: { RESEND_API_KEY: apiKey, RESEND_BASE_URL: `http://127.0.0.1:${port}` },
    /** The next `count` calls fail with `status` (500, 429 with Retry-After: 1, or any 4xx). */
    failNext(count: number, status = 500, name = NAMES[status] ?? 'application_error') {
      for (let i = 0; i < count; i += 1) failures.push({ status, name });
    },
    /** The next `count` successful calls (new or replayed) answer 500, as when an answer is lost on the way. */
    loseNextAnswers(count: number) {
      lostAnswers += count;
    },
    /** Stops listening: calls now fail as if the provider were unreachable. */
    async down() {
      await server?.stop(true);
      server = null;
    },
    up() {
      server ??= Bun.serve({ port, hostname: '127.0.0.1', fetch });
    },
    isUp: () => server !== null,
    /** Forgets deliveries, keys, counts and planned failures, for the next test. */
    reset() {
      deliveries.length = 0;
      byKey.clear();
      failures.length = 0;
      lostAnswers = 0;
      requests = 0;
    },
    async stop() {
      await server?.stop(true);
      server = null;
    },
  };
}

export type FakeResend = ReturnType<typeof startFakeResend>;
