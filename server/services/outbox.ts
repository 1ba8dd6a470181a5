import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { AppDeps } from '../lib/env.ts';
import type { MailContent } from './mail-templates.ts';
import { createMailer, type Mailer, type SendOutcome } from './mailer.ts';

// DESIGN 'Mail (Resend) and nothing lost': one idempotency key a row, so a retry after a lost answer never sends twice.

export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 30 * 60_000;
/** Resend honours an idempotency key for 24 h; a retry after that could send twice, so stop an hour earlier. */
export const RETRY_WINDOW_MS = 23 * 60 * 60_000;
const BATCH = 20;
export const HELD_NOTE = 'Held: RESEND_API_KEY is not set.';

export type OutboxDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;
export type NewMail = MailContent & {
  to: string;
  replyTo?: string | null;
  enquiryId?: number;
  contactMessageId?: number;
  headers?: Record<string, string>;
  // The caller's, so a request sent twice queues one mail.
  idempotencyKey?: string;
};
type OutboxRow = typeof mailOutbox.$inferSelect;
type Log = (line: string) => void;

export function enqueueMail(tx: Orm, mail: NewMail, now: Date): number {
  const row = tx
    .insert(mailOutbox)
    .values({
      idempotencyKey: mail.idempotencyKey ?? `gallery-mail-${randomUUID()}`,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      nextAttemptAt: now,
      enquiryId: mail.enquiryId ?? null,
      contactMessageId: mail.contactMessageId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mailOutbox.id })
    .get();
  if (!row) throw new Error('The mail was not queued.');
  return row.id;
}

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(base * (0.75 + random() * 0.5));
}

function isTransient(outcome: Extract<SendOutcome, { ok: false }>): boolean {
  const { status, name } = outcome;
  if (status === null || status === 429 || status >= 500) return true;
  if (status === 409 && name === 'concurrent_idempotent_requests') return true;
  return status < 400;
}

const failureText = (o: Extract<SendOutcome, { ok: false }>) =>
  `${o.status === null ? 'No answer' : `HTTP ${o.status}`} ${o.name}: ${o.message}`.slice(0, 1000);

const about = (row: OutboxRow) =>
  row.enquiryId ? `enquiry #${row.enquiryId}` : row.contactMessageId ? `message #${row.contactMessageId}` : 'no link';

export type DeliveryReport = { sent: number; retrying: number; dead: number; held: number };

// Rows being sent right now, per database, so a wake-up and a timer tick never send the same row together.
const sending = new WeakMap<Database, Set<number>>();

// Logs never include a mail's body.
export async function deliverDue(
  deps: OutboxDeps,
  options: { signal?: AbortSignal; mailer?: Mailer | null; log?: Log } = {},
): Promise<DeliveryReport> {
  const { db } = deps;
  const log = options.log ?? console.warn;
  const report: DeliveryReport = { sent: 0, retrying: 0, dead: 0, held: 0 };
  const mailer = options.mailer === undefined ? createMailer(deps.config.mail) : options.mailer;
  if (!mailer) {
    report.held = holdNewMail(deps, log);
    return report;
  }
  const busy = sending.get(db) ?? new Set<number>();
  sending.set(db, busy);
  const due = db.orm
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, deps.now())))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH)
    .all();

  for (const row of due) {
    if (options.signal?.aborted) break;
    if (busy.has(row.id)) continue;
    const deadline = row.createdAt.getTime() + RETRY_WINDOW_MS;
    if (row.attempts > 0 && deps.now().getTime() >= deadline) {
      // Tried before and the key may have expired: another try could deliver a second copy.
      update(deps, row.id, { status: 'dead' });
      log(`Mail #${row.id} (${about(row)}) is dead: not sent within ${RETRY_WINDOW_MS / 3_600_000} h.`);
      report.dead += 1;
      continue;
    }
    busy.add(row.id);
    try {
      const outcome = await mailer.send(
        {
          to: row.toAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers: row.headers,
        },
        row.idempotencyKey,
        options.signal,
      );
      report[record(deps, row, outcome, log)] += 1;
    } finally {
      busy.delete(row.id);
    }
  }
  return report;
}

function record(deps: OutboxDeps, row: OutboxRow, outcome: SendOutcome, log: Log): 'sent' | 'retrying' | 'dead' {
  const now = deps.now();
  const attempts = row.attempts + 1;
  if (outcome.ok) {
    update(deps, row.id, { status: 'sent', attempts, sentAt: now, providerId: outcome.id });
    return 'sent';
  }
  const lastError = failureText(outcome);
  const retryAt = now.getTime() + Math.max(backoffMs(attempts), outcome.retryAfterMs ?? 0);
  if (!isTransient(outcome) || retryAt >= row.createdAt.getTime() + RETRY_WINDOW_MS) {
    update(deps, row.id, { status: 'dead', attempts, lastError });
    log(`Mail #${row.id} (${about(row)}) is dead after ${attempts} attempt(s): ${lastError}`);
    return 'dead';
  }
  update(deps, row.id, { attempts, lastError, nextAttemptAt: new Date(retryAt) });
  log(
    `Mail #${row.id} (${about(row)}) attempt ${attempts} failed (${lastError}); ` +
      `retrying in ${Math.round((retryAt - now.getTime()) / 1000)} s.`,
  );
  return 'retrying';
}

function update(deps: OutboxDeps, id: number, values: Partial<typeof mailOutbox.$inferInsert>) {
  deps.db.orm
    .update(mailOutbox)
    .set({ ...values, updatedAt: deps.now() })
    .where(eq(mailOutbox.id, id))
    .run();
}

function holdNewMail(deps: OutboxDeps, log: Log): number {
  const rows = deps.db.orm
    .update(mailOutbox)
    .set({ lastError: HELD_NOTE, updatedAt: deps.now() })
    .where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.lastError)))
    .returning({ id: mailOutbox.id })
    .all();
  if (rows.length > 0) {
    const ids = rows.map((r) => `#${r.id}`).join(', ');
    log(`Mail ${ids} held in the outbox: RESEND_API_KEY is not set, so nothing is sent until it is.`);
  }
  return rows.length;
}

function earliestDue(deps: OutboxDeps): number | null {
  const row = deps.db.orm
    .select({ at: mailOutbox.nextAttemptAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .get();
  return row ? row.at.getTime() : null;
}

const wakers = new Set<() => void>();

export function notifyOutbox(): void {
  for (const wake of wakers) wake();
}

// Its stop aborts a send in flight and waits for the outcome to be recorded, so call it before the database closes.
export function startOutboxSender(deps: OutboxDeps, options: { intervalMs?: number; log?: Log } = {}) {
  const intervalMs = options.intervalMs ?? 5000;
  const log = options.log ?? console.log;
  const { mail } = deps.config;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const nextDelay = () => {
    if (again) return 0;
    const due = mail.apiKey ? earliestDue(deps) : null;
    return due === null ? intervalMs : Math.min(intervalMs, Math.max(0, due - deps.now().getTime()));
  };
  const run = () => {
    if (stopped || round) return;
    again = false;
    round = (async () => {
      try {
        await deliverDue(deps, { signal: controller.signal, log });
        if (!stopped) schedule(nextDelay());
      } catch (error) {
        console.error('Mail outbox: a delivery round failed:', error);
        if (!stopped) schedule(intervalMs);
      } finally {
        round = null;
      }
    })();
  };
  const wake = () => {
    if (round) again = true;
    else if (!stopped) schedule(0);
  };

  const counted = (status: OutboxRow['status']) =>
    deps.db.orm.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, status)).get()?.n ?? 0;
  const waiting = counted('pending');
  const held = counted('held');
  if (!mail.apiKey) log('Mail: RESEND_API_KEY is not set, so e-mails are kept in the outbox and not sent.');
  if (!mail.to) log('Mail: MAIL_TO is not set, so staff get no e-mail; enquiries and messages are in the inbox.');
  if (waiting > 0) log(`Mail: ${waiting} e-mail(s) waiting in the outbox from before.`);
  if (held > 0) log(`Mail: ${held} e-mail(s) held after a restore: send or discard them on the admin dashboard.`);

  wakers.add(wake);
  schedule(0);
  return async function stopOutboxSender() {
    stopped = true;
    wakers.delete(wake);
    clearTimeout(timer);
    controller.abort();
    await round;
  };
}
