import path from 'node:path';
import { openReadOnly } from '../server/db/client.ts';
import { tempDir } from '../tests/api/helpers.ts';
import { runCommand, startServer, startWriter, subscribe } from '../tests/api/server-process.ts';

/**
 * `bun bench/backup-under-writes.ts`: six online backups (`npm run backup`) of a served database while four
 * other processes insert enquiries and visitors sign up over HTTP. Prints, for each backup, its time, whether
 * it passed integrity_check, and how many writes acknowledged before it began it is missing (goal 0).
 */

const BACKUPS = 6;
const WRITERS = 4;

const dir = tempDir('gallery-backup-drill-');
const file = path.join(dir, 'gallery.db');
const backups = path.join(tempDir('gallery-backup-drill-out-'), 'backups');
const server = await startServer(dir, { SEED_DEMO: '1', TRUST_PROXY: '1' });
const writers = Array.from({ length: WRITERS }, () => startWriter(file));
let signups = 0;
let sending = true;
const acknowledged: string[] = [];
const visitors = (async () => {
  while (sending) {
    const email = `backup-drill-${signups++}@example.com`;
    if ((await subscribe(server, email)).ok) acknowledged.push(email);
  }
})();
await Promise.all(writers.map((w) => w.waitFor(20)));

let failures = 0;
let missingTotal = 0;
for (let n = 1; n <= BACKUPS; n += 1) {
  const enquiriesBefore = writers.flatMap((w) => [...w.ids]);
  const signupsBefore = [...acknowledged];
  const target = path.join(backups, `drill-${n}.db`);
  const started = performance.now();
  const result = await runCommand('backup', [target], { DATA_DIR: dir });
  const ms = performance.now() - started;
  const copy = openReadOnly(target);
  const integrity = copy.all<{ integrity_check: string }>('PRAGMA integrity_check')[0]?.integrity_check;
  const ids = new Set(copy.all<{ id: number }>('SELECT id FROM enquiries').map((r) => r.id));
  const emails = new Set(copy.all<{ email: string }>('SELECT email FROM newsletter_subscribers').map((r) => r.email));
  copy.close();
  const missing =
    enquiriesBefore.filter((id) => !ids.has(id)).length + signupsBefore.filter((e) => !emails.has(e)).length;
  missingTotal += missing;
  if (result.code !== 0 || integrity !== 'ok') failures += 1;
  console.log(
    `backup ${n}: exit ${result.code} in ${ms.toFixed(0)} ms, integrity_check ${integrity}, ` +
      `${ids.size} enquiries and ${emails.size} sign-ups, missing ${missing} acknowledged before it began`,
  );
}
sending = false;
await visitors;
await Promise.all(writers.map((w) => w.stop()));
await server.stop();

const written = writers.reduce((sum, w) => sum + w.ids.length, 0);
console.log(
  `${BACKUPS} backups under ${WRITERS} writer processes (${written} enquiries) and ${acknowledged.length} sign-ups over HTTP`,
);
console.log(`failed backups: ${failures}; acknowledged writes missing from a later backup: ${missingTotal}`);
const met = failures === 0 && missingTotal === 0;
console.log(met ? 'goal met' : 'GOAL NOT MET');
process.exit(met ? 0 : 1);
