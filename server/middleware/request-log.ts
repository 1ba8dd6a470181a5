import type { MiddlewareHandler } from 'hono';

/**
 * One line a request: method, path (never the query, which may carry an e-mail), status, duration, and the
 * request id that is also sent back in X-Request-Id, so a visitor's report can be matched to the log. The id
 * is made here, never taken from the request, so nobody can write into the log through it. Bodies (passwords,
 * messages, e-mails) are never logged. A failed request is logged whether or not request lines are on.
 */
export function requestLog(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    const id = crypto.randomUUID().slice(0, 8);
    const started = performance.now();
    c.header('X-Request-Id', id);
    await next();
    // A Response built outside the context (an HTTPException's own) drops headers set before it.
    if (c.res.headers.get('X-Request-Id') !== id) c.header('X-Request-Id', id);
    const ms = (performance.now() - started).toFixed(1);
    if (c.error && c.res.status >= 500) {
      console.error(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms id=${id} failed: ${describeError(c.error)}`);
    } else if (enabled) {
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms id=${id}`);
    }
  };
}

/**
 * An error as a log can safely hold it: Drizzle puts a failed query's bound values into the message
 * ("params: anna@example.com,..."), which would copy e-mails and password hashes into the log, so those are cut;
 * the SQL text, the driver's reason (its cause) and the stack frames stay.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'a non-Error value was thrown';
  const message = (error: Error) => `${error.name}: ${error.message.replace(/\n?\s*params:[\s\S]*$/, '')}`;
  const cause = error.cause instanceof Error ? ` (cause: ${message(error.cause)})` : '';
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return `${message(error)}${cause}${frames ? `\n${frames}` : ''}`;
}
