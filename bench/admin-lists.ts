import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { users } from '../server/db/schema/index.ts';
import { createSession } from '../server/services/sessions.ts';
import { openTestApp, systemClock } from '../tests/api/helpers.ts';

/**
 * `bun bench/admin-lists.ts /tmp/big.db`: the size and time of the dashboard's first pages and the pickers'
 * answers on a big catalogue (`npm run db:big -- /tmp/big.db`), in-process through `app.request` with a
 * signed-in session. The database is opened as it is; the bench adds one admin and its session.
 */

const RUNS = 15;
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: bun bench/admin-lists.ts <database made by npm run db:big>');
  process.exit(1);
}
const { app, db } = openTestApp({
  database: file,
  dir: path.dirname(path.resolve(file)),
  clock: systemClock(),
  clientAddress: 'connection',
});
const email = `bench-${Date.now()}@gallery.example`;
const user = db.orm.insert(users).values({ email, passwordHash: 'not used' }).returning({ id: users.id }).get();
const cookie = `session=${createSession(db, user.id, new Date())}`;

const URLS = [
  '/api/admin/lists?type=shop',
  '/api/admin/lists?type=shop&sort=title',
  '/api/admin/lists?type=shop&sort=status',
  '/api/admin/lists?type=shop&sort=title&page=150',
  '/api/admin/lists?type=shop&q=study',
  '/api/admin/lists?type=blog',
  '/api/admin/lists?type=artists&status=draft',
  '/api/admin/lists/pick?type=artists&q=ki',
  '/api/admin/lists/pick?type=shop&q=a&limit=50',
];

console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${file}, median and worst of ${RUNS} runs`);
for (const url of URLS) {
  const times: number[] = [];
  let body = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const res = await app.request(url, { headers: { Cookie: cookie } });
    body = await res.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const answer = JSON.parse(body) as { entries?: unknown[]; total?: number; matches?: unknown[] };
  const count = answer.entries?.length ?? answer.matches?.length ?? 0;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `${url.padEnd(50)} ${String(count).padStart(3)} of ${String(answer.total ?? '-').padStart(5)}  ` +
      `${kb(body.length).padStart(8)}  gzip ${kb(gzipSync(body).length).padStart(7)}  ` +
      `median ${(times[Math.floor(RUNS / 2)] ?? 0).toFixed(1).padStart(5)} ms  worst ${(times.at(-1) ?? 0).toFixed(1).padStart(5)} ms`,
  );
}
db.raw.close();
