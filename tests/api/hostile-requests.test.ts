import { afterEach, describe, expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { NO_HOST } from '../../server/middleware/host-required.ts';
import { logSafe } from '../../server/middleware/request-log.ts';
import { createTestApp, tempDir } from './helpers.ts';
import { allowConsoleErrors } from './setup.ts';

/**
 * What a visitor can send that is no request a browser makes (issue 14): none of it may answer 500 or write
 * anything to the log that was not the server's own.
 */

const INDEX = '<!doctype html><html><head><!--page-head--><title>x</title><!--/page-head--></head><body></body></html>';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The app with a small built client, served on a loopback port as `npm start` would serve it. */
async function servedApp(env: Record<string, string> = {}) {
  const dir = tempDir();
  const dist = path.join(dir, 'client');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("app");');
  const context = await createTestApp({ env, dir, clientDir: dist, clientAddress: 'connection' });
  const { app } = context;
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch });
  stop = () => {
    server.stop(true);
    context.db.raw.close();
  };
  return { app, db: context.db, port: server.port as number };
}

/** Sends raw bytes and returns the status line of the answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

/** Runs `action` and returns every line written to the console meanwhile, by stream. */
async function capture(action: () => Promise<unknown>) {
  const lines = { log: [] as string[], error: [] as string[] };
  const { log, error } = console;
  console.log = (...args: unknown[]) => void lines.log.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => void lines.error.push(args.map(String).join(' '));
  try {
    await action();
  } finally {
    console.log = log;
    console.error = error;
  }
  return lines;
}

describe('a request without a Host', () => {
  test('HTTP/1.0 without Host answers 400, not 500', async () => {
    const { port } = await servedApp();
    for (const target of ['/', '/api/health', '/api/shop']) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.0\r\n\r\n`);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(answer).toContain(NO_HOST);
    }
    // A write without Host is refused the same way, before the origin check reads the URL.
    const write = await rawRequest(port, 'POST /api/newsletter HTTP/1.0\r\nContent-Length: 2\r\n\r\n{}');
    expect(write.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });
});

describe('over-long paths', () => {
  test('a path of thousands of characters answers 404, for a page and for an asset, and logs nothing', async () => {
    const { port } = await servedApp();
    const lines = await capture(async () => {
      for (const target of [`/${'a'.repeat(5000)}`, `/assets/${'a'.repeat(5000)}.js`, `/shop/${'b'.repeat(4100)}`]) {
        const res = await fetch(`http://127.0.0.1:${port}${target}`);
        expect({ target: target.slice(0, 20), status: res.status }).toEqual({
          target: target.slice(0, 20),
          status: 404,
        });
        await res.arrayBuffer();
      }
    });
    expect(lines.error).toEqual([]);
  });
});

describe('the request log', () => {
  test('a line break in the URL cannot forge a log line', async () => {
    const { port } = await servedApp({ LOG_REQUESTS: '1' });
    const lines = await capture(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/x%0aPOST%20/api/admin/signup%20201%0d%1b[31m`);
      await res.arrayBuffer();
    });
    expect(lines.log).toHaveLength(1);
    const [line = ''] = lines.log;
    expect(line).not.toMatch(/\p{Cc}/u);
    expect(line).toStartWith('GET /x\\x0aPOST /api/admin/signup 201\\x0d\\x1b[31m 404 ');
  });

  test('logSafe escapes every control character and cuts an over-long value', () => {
    expect(logSafe('a\u0000b\tc\u007fd\u2028e')).toBe('a\\x00b\\x09c\\x7fd\\u2028e');
    expect(logSafe('x'.repeat(50), 10)).toBe('xxxxxxxxxx... (50 characters)');
  });

  test('an unexpected error is logged as one line, with its request id, and answered without detail', async () => {
    allowConsoleErrors();
    const { port, db } = await servedApp();
    db.raw.close();
    let id = '';
    const lines = await capture(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ email: 'anna.kim@example.com' }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Internal error' });
      id = res.headers.get('X-Request-Id') ?? '';
    });
    expect(lines.error).toHaveLength(1);
    const [line = ''] = lines.error;
    expect(line).not.toContain('\n');
    expect(line).toContain(`POST /api/newsletter 500`);
    expect(line).toContain(`id=${id}`);
    expect(line).not.toContain('anna.kim@example.com');
  });
});
