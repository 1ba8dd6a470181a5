import path from 'node:path';
import { runBunScript } from './bun-script.ts';
import { currentWorld } from './fixtures.ts';

/**
 * Mails held as a restore holds them (server/services/restore.ts), written straight into the worker's database
 * while its server runs: no route makes one, since only a restore does (bun:sqlite waits out the server's locks).
 */

const INSERT = `
import { Database } from 'bun:sqlite';
const db = new Database(process.env.HELD_DB);
db.exec('PRAGMA busy_timeout = 10000');
const queued = Date.now() - 3 * 24 * 3_600_000;
const insert = db.query(
  "INSERT INTO mail_outbox (idempotency_key, to_address, subject, text, html, status, attempts, next_attempt_at, " +
    "created_at, updated_at, last_error) VALUES (?, ?, ?, ?, ?, 'held', 0, ?, ?, ?, 'Held: restored') RETURNING id",
);
const mails = JSON.parse(process.env.HELD_MAILS);
const ids = mails.map((m, i) =>
  insert.get('e2e-held-' + crypto.randomUUID(), m.to, m.subject, m.text, '<p>' + m.text + '</p>', queued + i, queued + i, Date.now()).id,
);
db.close();
console.log(JSON.stringify(ids));
`;

export type HeldMailRow = { to: string; subject: string; text: string };

/** Answers the new rows' ids, oldest first (in the order given). */
export function holdMails(mails: HeldMailRow[]): number[] {
  const file = path.join(currentWorld().dataDir, 'gallery.db');
  const out = runBunScript(INSERT, { HELD_DB: file, HELD_MAILS: JSON.stringify(mails) });
  return JSON.parse(out) as number[];
}
