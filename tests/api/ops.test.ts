import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { openDatabase, openReadOnly } from '../../server/db/client.ts';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { users } from '../../server/db/schema/index.ts';
import { onShutdown, runShutdownHooks } from '../../server/lib/shutdown.ts';
import { describeError } from '../../server/middleware/request-log.ts';
import { openTestApp, tempDir } from './helpers.ts';
import { BUN, ROOT, startServer, startWriter, subscribe } from './server-process.ts';
import { allowConsoleErrors } from './setup.ts';

/** The newest migration this build ships, which refusals of newer databases name. */
const NEWEST = shippedMigrations().at(-1)?.tag;

const appOn = (dir: string, env: Record<string, string> = {}) =>
  openTestApp({ dir, env, clock: { now: () => new Date(), advance: () => {} } });

describe('start-up and migrations', () => {
  test('a database from a newer version is refused, naming both versions', async () => {
    const dir = tempDir();
    const { app, db } = appOn(dir);
    // What a newer build leaves behind: a migration this build's journal does not have.
    db.raw.run('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)', 'a'.repeat(64), 4102444800000);
    expect(await (await app.request('/api/health')).json()).toMatchObject({ status: 'unhealthy', migrations: 'ahead' });
    db.raw.close();
    const child = Bun.spawn([BUN, 'server/cli/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', SEED_DEMO: '0' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    expect(await child.exited).toBe(1);
    const stderr = await new Response(child.stderr).text();
    expect(stderr).toContain('Database refused:');
    expect(stderr).toContain('newer version of the gallery');
    expect(stderr).toMatch(
      new RegExp(`2100-01-01T00:00:00\\.000Z \\(aaaaaaaaaaaa\\); this build's newest is ${NEWEST}`),
    );
  }, 120_000);

  test('are applied in one transaction: a failing migration leaves no trace', () => {
    const dir = tempDir();
    const file = path.join(dir, 'gallery.db');
    const db = openDatabase(file);
    // Undo part of 0000_init: re-applying it creates artist_images, then fails on a table that exists.
    db.raw.exec('DROP TABLE artist_images');
    db.raw.exec('DELETE FROM __drizzle_migrations');
    db.raw.close();
    expect(() => openDatabase(file)).toThrow(/already exists/);
    const raw = openReadOnly(file);
    expect(raw.all("SELECT name FROM sqlite_master WHERE name = 'artist_images'")).toEqual([]);
    expect(raw.all('SELECT * FROM __drizzle_migrations')).toEqual([]);
    raw.close();
  });

  test('health says "behind" when a shipped migration is missing', async () => {
    const { app, db } = appOn(tempDir());
    expect(await (await app.request('/api/health')).json()).toMatchObject({ status: 'ok', migrations: 'current' });
    db.raw.exec('DELETE FROM __drizzle_migrations');
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unhealthy', database: 'ok', migrations: 'behind' });
  });
});

describe('a crash (SIGKILL) in the middle of writes', () => {
  test('loses no acknowledged write and leaves a sound file', async () => {
    const dir = tempDir('gallery-crash-');
    const file = path.join(dir, 'gallery.db');
    const server = await startServer(dir, { TRUST_PROXY: '1' });
    const writer = startWriter(file);
    const acknowledged: string[] = [];
    let sending = true;
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let n = 0; sending; n += 1) {
        const email = `crash-${client}-${n}@example.com`;
        try {
          const res = await subscribe(server, email);
          if (res.ok) acknowledged.push(email);
        } catch {
          // The connection died with the server: not acknowledged, so it may or may not be stored.
        }
      }
    });
    while (acknowledged.length < 100) await Bun.sleep(10);
    await writer.waitFor(100);
    await Promise.all([server.stop('SIGKILL'), writer.stop('SIGKILL')]);
    sending = false;
    await Promise.all(clients);

    const restarted = await startServer(dir);
    try {
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      const raw = openReadOnly(file);
      const stored = new Set(
        raw.all<{ email: string }>('SELECT email FROM newsletter_subscribers').map((r) => r.email),
      );
      const ids = new Set(raw.all<{ id: number }>('SELECT id FROM enquiries').map((r) => r.id));
      expect(raw.all('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      raw.close();
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(writer.ids.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});

describe('SIGTERM', () => {
  test('stops accepting, lets a slow request in flight finish, closes the database and exits 0', async () => {
    const dir = tempDir('gallery-stop-');
    const server = await startServer(dir);
    // A slow request without a test-only route: the body of a newsletter subscription is sent in two parts,
    // so the handler is inside the request, waiting for the rest of its body, when SIGTERM arrives.
    const body = JSON.stringify({ email: 'slow.reader@example.com' });
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = [
      'POST /api/newsletter HTTP/1.1',
      'Host: 127.0.0.1',
      `Origin: ${server.origin}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body.slice(0, 10)}`);
    // Connections are taken in the order they came: once a later one is answered, the server has the slow one.
    expect((await health(server.url)).status).toBe(200);
    server.child.kill('SIGTERM');
    await waitUntil(() => health(server.url).then(refused, () => true), 'the server stops accepting');
    await expect(health(server.url)).rejects.toThrow(); // no longer accepting
    expect(server.child.exitCode).toBeNull(); // still waiting for the request in flight
    socket.end(body.slice(10));
    await new Promise((resolve) => socket.once('close', resolve));

    expect(answer).toStartWith('HTTP/1.1 200');
    expect(answer).toContain('Thank you for subscribing.');
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
    expect(existsSync(path.join(dir, 'gallery.db-wal'))).toBe(false); // checkpointed and closed
    const raw = openReadOnly(path.join(dir, 'gallery.db'));
    expect(raw.all('SELECT email FROM newsletter_subscribers')).toEqual([{ email: 'slow.reader@example.com' }]);
    raw.close();
  }, 60_000);

  test('runs the shutdown hooks newest first; a failing or stuck one does not stop the others', async () => {
    allowConsoleErrors();
    const ran: string[] = [];
    onShutdown(() => void ran.push('outbox'), 'outbox');
    onShutdown(() => {
      ran.push('stuck');
      return new Promise(() => {});
    }, 'stuck');
    onShutdown(() => {
      ran.push('failing');
      throw new Error('broken');
    }, 'failing');
    const unregister = onShutdown(() => void ran.push('unregistered'));
    unregister();
    await runShutdownHooks(50);
    expect(ran).toEqual(['failing', 'stuck', 'outbox']);
    await runShutdownHooks(50);
    expect(ran).toHaveLength(3); // each hook runs once
  });
});

describe('logs', () => {
  test('one line a request with method, path without the query, status, duration and the X-Request-Id', async () => {
    const { app } = appOn(tempDir(), { LOG_REQUESTS: '1' });
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const res = await app.request('/api/health?email=anna@example.com&token=secret');
      const id = res.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9a-f]{8}$/);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^GET /api/health 200 \\d+\\.\\dms id=${id}$`))]);
    } finally {
      console.log = log;
    }
  });

  test('a failing request is logged with its request id, without the values of a failed query', async () => {
    allowConsoleErrors();
    const { app, db } = appOn(tempDir());
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    db.raw.close();
    const res = await app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'anna.kim@example.com' }),
    });
    console.error = original;
    expect(res.status).toBe(500);
    const id = res.headers.get('X-Request-Id') as string;
    expect(errors.some((line) => line.includes(`POST /api/newsletter 500`) && line.includes(`id=${id}`))).toBe(true);

    const { db: other } = appOn(tempDir());
    other.orm.insert(users).values({ email: 'anna@example.com', passwordHash: 'x' }).run();
    let failure: unknown;
    try {
      other.orm.insert(users).values({ email: 'ANNA@example.com', passwordHash: 'secret-hash' }).run();
    } catch (error) {
      failure = error;
    }
    const line = describeError(failure);
    expect(line).toContain('UNIQUE constraint failed');
    expect(line).not.toMatch(/ANNA@example\.com|secret-hash/);
  });
});

/** A health check on a connection of its own, so a kept-alive one cannot answer for a closed listener. */
function health(url: string) {
  return fetch(`${url}/api/health`, { headers: { Connection: 'close' } });
}

const refused = () => false;

/** Polls until `check` holds, failing after `ms`: a wait for a state, not for a guessed time. */
async function waitUntil(check: () => Promise<boolean>, what: string, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await Bun.sleep(20);
  }
}
