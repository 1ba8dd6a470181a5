import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { consoleLog, type LogWriter } from '../lib/log-writer.ts';

// Never the query (it may carry an e-mail) nor a body; the id is made here so nobody writes into the log through it.
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

const MAX_PATH = 300;

export function logLine(method: string, path: string, status: number, started: number, id: string) {
  const ms = (performance.now() - started).toFixed(1);
  return `${logSafe(method)} ${logSafe(path, MAX_PATH)} ${status} ${ms}ms id=${id}`;
}

/** Random bytes for request ids, drawn a few thousand at a time: one draw a request cost more than the id's use. */
const pool = new Uint8Array(4096);
let drawn = pool.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function requestId(): string {
  if (drawn + 4 > pool.length) {
    crypto.getRandomValues(pool);
    drawn = 0;
  }
  const id = `${HEX[pool[drawn] as number]}${HEX[pool[drawn + 1] as number]}${HEX[pool[drawn + 2] as number]}${HEX[pool[drawn + 3] as number]}`;
  drawn += 4;
  return id;
}

const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const HAS_CONTROL = /[\p{Cc}\u2028\u2029]/u;

// `%0a` in a URL decodes to a line break, which would let anyone forge a line like `POST /api/admin/signup 201`.
export function logSafe(value: string, max = 1000): string {
  if (value.length <= max && !HAS_CONTROL.test(value)) return value;
  const escaped = value.replace(CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`;
  });
  return escaped.length > max ? `${escaped.slice(0, max)}... (${escaped.length} characters)` : escaped;
}

// Drizzle puts a failed query's bound values into its message, which would log e-mails and password hashes.
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
