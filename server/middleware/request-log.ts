import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { consoleLog, type LogWriter } from '../lib/log-writer.ts';

/**
 * One line a request: method, path (never the query, which may carry an e-mail), status, duration, and the
 * request id that is also sent back in X-Request-Id, so a visitor's report can be matched to the log. The id
 * is made here, never taken from the request, so nobody can write into the log through it. Bodies (passwords,
 * messages, e-mails) are never logged. A failed request is logged whether or not request lines are on.
 */
export function requestLog(enabled: boolean, log: LogWriter = consoleLog): MiddlewareHandler {
  return async (c, next) => {
    const id = requestId();
    const started = performance.now();
    c.header('X-Request-Id', id);
    await next();
    // A Response built outside the context (an HTTPException's own) drops headers set before it.
    if (c.res.headers.get('X-Request-Id') !== id) c.header('X-Request-Id', id);
    const line = logLine(c.req.method, c.req.path, c.res.status, started, id);
    // An HTTPException is an answer the code chose (a 503 when busy, say), not a failure to report.
    if (c.error && !(c.error instanceof HTTPException) && c.res.status >= 500) {
      log.flush();
      console.error(`${line} failed: ${describeError(c.error)}`);
    } else if (enabled) {
      log.line(line);
    }
  };
}

/** Enough of a path to recognise it; a 4,000-character one is an attack, not a page. */
const MAX_PATH = 300;

/** A request's one line; also written for answers made before the middleware (cached-reads.ts). */
export function logLine(method: string, path: string, status: number, started: number, id: string) {
  const ms = (performance.now() - started).toFixed(1);
  return `${logSafe(method)} ${logSafe(path, MAX_PATH)} ${status} ${ms}ms id=${id}`;
}

/** Random bytes for request ids, drawn a few thousand at a time: one draw a request cost more than the id's use. */
const pool = new Uint8Array(4096);
let drawn = pool.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A request id: eight random hex digits, made here, never taken from the request. */
export function requestId(): string {
  if (drawn + 4 > pool.length) {
    crypto.getRandomValues(pool);
    drawn = 0;
  }
  const id = `${HEX[pool[drawn] as number]}${HEX[pool[drawn + 1] as number]}${HEX[pool[drawn + 2] as number]}${HEX[pool[drawn + 3] as number]}`;
  drawn += 4;
  return id;
}

/** Control characters (C0, DEL, C1) and the two Unicode line separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const HAS_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * A value as a log line can safely hold: control characters (a `%0a` in a URL decodes to a line break, which
 * would let anyone forge a line such as `POST /api/admin/signup 201`) are written as escapes, and an over-long
 * value is cut.
 */
export function logSafe(value: string, max = 1000): string {
  if (value.length <= max && !HAS_CONTROL.test(value)) return value;
  const escaped = value.replace(CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`;
  });
  return escaped.length > max ? `${escaped.slice(0, max)}... (${escaped.length} characters)` : escaped;
}

/**
 * An error as one log line: Drizzle puts a failed query's bound values into the message
 * ("params: anna@example.com,..."), which would copy e-mails and password hashes into the log, so those are cut;
 * the SQL text, the driver's reason (its cause) and the innermost stack frames stay, on the same line.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'a non-Error value was thrown';
  const message = (error: Error) => `${error.name}: ${error.message.replace(/\n?\s*params:[\s\S]*$/, '')}`;
  const cause = error.cause instanceof Error ? ` (cause: ${message(error.cause)})` : '';
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 3)
    .map((line) => line.trim());
  return logSafe(`${message(error)}${cause}${frames.length > 0 ? ` [${frames.join(' < ')}]` : ''}`, 2000);
}
