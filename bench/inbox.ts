import { rmSync } from 'node:fs';
import os from 'node:os';
import { createSession } from '../server/services/sessions.ts';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * `bun bench/inbox.ts`: the admin inbox with 10,000 enquiries (two works each) and 2,000 messages, in-process
 * through `app.request` with a signed-in session: the first page, a filtered page and a search, median of
 * several runs. The rows are inserted directly in one transaction, so the set-up takes a second or two.
 */

const ENQUIRIES = 10_000;
const MESSAGES = 2_000;
const RUNS = 9;
const STAGES = ['new', 'replied', 'reserved', 'sold', 'closed', 'spam'];

const { app, db, dir } = openTestApp({
  dir: tempDir('gallery-bench-inbox-'),
  clock: systemClock(),
  clientAddress: 'connection',
});
const start = Date.UTC(2026, 0, 1);
const setUp = performance.now();
db.raw.exec('BEGIN');
for (let i = 1; i <= ENQUIRIES; i += 1) {
  const at = start + i * 60_000;
  db.raw.run(
    `INSERT INTO enquiries (id, reference, name, email, total_cents, stage, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    i,
    `ENQ-2026-${String(i).padStart(4, '0')}`,
    `Collector ${i}`,
    `collector${i}@example.com`,
    100_000 + i,
    STAGES[i % STAGES.length],
    at,
    at,
  );
  for (const position of [0, 1]) {
    db.raw.run(
      `INSERT INTO enquiry_lines (enquiry_id, position, slug, title, artist_name, size, price_cents, quantity)
       VALUES (?, ?, ?, ?, 'Kim Song Hui', '50 x 70 cm', 50000, 1)`,
      i,
      position,
      `work-${i}-${position}`,
      `Mountain study ${i}-${position}`,
    );
  }
}
for (let i = 1; i <= MESSAGES; i += 1) {
  const at = start + i * 300_000;
  db.raw.run(
    `INSERT INTO contact_messages (reference, name, email, subject, message, created_at) VALUES (?, ?, ?, 'Hours', 'Hello', ?)`,
    `MSG-2026-${String(i).padStart(4, '0')}`,
    `Visitor ${i}`,
    `visitor${i}@example.com`,
    at,
  );
}
db.raw.run(`INSERT INTO users (email, password_hash, created_at) VALUES ('staff@example.com', 'x', ?)`, start);
db.raw.exec('COMMIT');
const token = createSession(db, 1, new Date());
console.log(`Inserted ${ENQUIRIES} enquiries and ${MESSAGES} messages in ${Math.round(performance.now() - setUp)} ms`);

const cases: [string, string][] = [
  ['first page (25, newest first)', '/api/admin/inbox'],
  ['filtered: enquiries, stage sold, page 3', '/api/admin/inbox?kind=enquiry&stage=sold&page=3'],
  ['search: a work title', '/api/admin/inbox?q=study%209876-1'],
  ['search: a reference', '/api/admin/inbox?q=ENQ-2026-4321'],
];

console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, median of ${RUNS} runs`);
for (const [name, url] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const t = performance.now();
    const res = await app.request(url, { headers: { Cookie: `session=${token}` } });
    const body = (await res.json()) as { total: number };
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    total = body.total;
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(42)} ${(times[RUNS >> 1] ?? 0).toFixed(1).padStart(7)} ms   (${total} matching)`);
}
db.raw.close();
rmSync(dir, { recursive: true, force: true });
