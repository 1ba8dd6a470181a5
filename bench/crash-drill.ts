import path from 'node:path';
import { openReadOnly } from '../server/db/client.ts';
import { tempDir } from '../tests/api/helpers.ts';
import { type ServerProcess, startServer } from '../tests/api/server-process.ts';
import { startFakeResend } from '../tests/fakes/resend.ts';

/**
 * `bun bench/crash-drill.ts`: three SIGKILLs in the middle of bursts of 1,000 contact messages against a real
 * server on 127.0.0.1, with mail going to a fake Resend on loopback. After the last restart it waits for the
 * outbox to empty and prints: writes acknowledged, how many of them are not stored (goal 0), mails the
 * provider received per stored message (goal exactly one each), and the integrity check of the file.
 */

const ROUNDS = 3;
const BURST = 1000;
const CLIENTS = 25;
const STAFF = 'staff@gallery.example';

const resend = startFakeResend();
const dir = tempDir('gallery-crash-drill-');
const file = path.join(dir, 'gallery.db');
const env = { ...resend.env, MAIL_TO: STAFF, TRUST_PROXY: '1', SEED_DEMO: '0' };

let visitor = 0;
const acknowledged: string[] = [];
let attempted = 0;

function send(server: ServerProcess, tag: string) {
  visitor += 1;
  return fetch(`${server.url}/api/send/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: server.origin,
      // Each message from a visitor of its own, as a proxy would say, so the rate limit lets the burst in.
      'X-Forwarded-For': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify({ name: 'Drill', email: 'drill@example.com', subject: tag, message: `Message ${tag}` }),
  });
}

/** One burst; the server is killed once `killAt` messages of it have been acknowledged. */
async function burst(round: number, killAt: number) {
  const server = await startServer(dir, env);
  let next = 0;
  let acked = 0;
  let killed: Promise<number> | undefined;
  const client = async () => {
    while (next < BURST) {
      const tag = `r${round}-m${next++}`;
      attempted += 1;
      try {
        const res = await send(server, tag);
        if (res.ok) {
          acknowledged.push(tag);
          acked += 1;
          if (acked >= killAt) killed ??= server.stop('SIGKILL');
        }
      } catch {
        // The connection died with the server: not acknowledged, so it may or may not be stored.
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await (killed ?? server.stop('SIGKILL'));
}

const started = performance.now();
for (let round = 1; round <= ROUNDS; round += 1) await burst(round, 200 + Math.floor(Math.random() * 500));

const final = await startServer(dir, env);
const outboxLeft = () => {
  const db = openReadOnly(file);
  const [row] = db.all<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE status <> 'sent'");
  db.close();
  return row?.n ?? 0;
};
const deadline = Date.now() + 120_000;
while (outboxLeft() > 0 && Date.now() < deadline) await Bun.sleep(200);
await final.stop();

const db = openReadOnly(file);
const stored = new Set(db.all<{ subject: string }>('SELECT subject FROM contact_messages').map((r) => r.subject));
const outbox = db.all<{ key: string; status: string }>('SELECT idempotency_key AS key, status FROM mail_outbox');
const integrity = db.all<{ integrity_check: string }>('PRAGMA integrity_check')[0]?.integrity_check;
db.close();
await resend.stop();

const deliveredPerKey = new Map<string, number>();
for (const d of resend.deliveries) {
  const key = d.idempotencyKey ?? '';
  deliveredPerKey.set(key, (deliveredPerKey.get(key) ?? 0) + 1);
}
const lost = acknowledged.filter((tag) => !stored.has(tag));
const notSent = outbox.filter((row) => row.status !== 'sent').length;
const neverDelivered = outbox.filter((row) => !deliveredPerKey.has(row.key)).length;
const twice = [...deliveredPerKey.values()].filter((n) => n > 1).length;

console.log(`SIGKILLs: ${ROUNDS}, each during a burst of ${BURST} contact messages (${CLIENTS} clients)`);
console.log(`requests sent: ${attempted}; acknowledged: ${acknowledged.length}; stored messages: ${stored.size}`);
console.log(`acknowledged but not stored: ${lost.length}`);
console.log(`outbox mails: ${outbox.length}; not sent after restart: ${notSent}`);
console.log(`provider calls: ${resend.requests()}; mails delivered: ${resend.deliveries.length}`);
console.log(`mails never delivered: ${neverDelivered}; delivered more than once: ${twice}`);
console.log(`integrity_check: ${integrity}`);
console.log(`drill took ${((performance.now() - started) / 1000).toFixed(1)} s`);
const met = lost.length === 0 && notSent === 0 && neverDelivered === 0 && twice === 0 && integrity === 'ok';
console.log(met ? 'goal met' : 'GOAL NOT MET');
process.exit(met ? 0 : 1);
