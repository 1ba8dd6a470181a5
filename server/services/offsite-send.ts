import type { OffsiteConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { recordFailure, recordGoodCopy } from './backup-status.ts';
import { type OffsiteCopy, pruneCopies, uploadCopy } from './offsite-backup.ts';
import { explain, openStore } from './offsite-store.ts';

// A failed upload is tried again with growing pauses, a bounded number of times; the next scheduled backup
// starts afresh. Every attempt's failure is recorded, so the state shows a copy still being retried.

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 15 * 60_000;
export const ATTEMPTS = 6;

export type SendOptions = {
  now?: () => Date;
  retryBaseMs?: number;
  attempts?: number;
  partBytes?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** The site's address, for the link in the owners' e-mail about a failure (config.publicUrl). */
  siteUrl?: string;
};

export async function sendOffsite(
  db: Database,
  offsite: OffsiteConfig,
  localBackup: string,
  at: Date,
  options: SendOptions = {},
): Promise<OffsiteCopy | null> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console.log;
  const attempts = options.attempts ?? ATTEMPTS;
  const base = options.retryBaseMs ?? RETRY_BASE_MS;
  const store = openStore(offsite, { partBytes: options.partBytes });
  for (let attempt = 1; ; attempt += 1) {
    try {
      const copy = await uploadCopy(store, localBackup, at, { partBytes: options.partBytes });
      recordGoodCopy(db, 'offsite', { name: copy.url, bytes: copy.bytes }, now());
      log(`Off-site copy: ${copy.url} (${copy.bytes} bytes, SHA-256 ${copy.sha256.slice(0, 12)}…), read back ok.`);
      await prune(store, now(), offsite, log);
      return copy;
    } catch (error) {
      const problem = explain(error, offsite, 'upload the copy');
      const final = !problem.transient || attempt >= attempts || Boolean(options.signal?.aborted);
      const wait = Math.min(base * 2 ** (attempt - 1), RETRY_MAX_MS);
      const next = final ? ' Given up until the next backup.' : ` Next try in ${Math.round(wait / 1000)} s.`;
      const reason = `Attempt ${attempt} of ${attempts}: ${problem.message}${next}`;
      recordFailure(db, 'offsite', { reason, at: now(), final, siteUrl: options.siteUrl ?? '' });
      (final ? console.error : log)(`Off-site copy failed. ${reason}`);
      if (final) return null;
      if (!(await pause(wait, options.signal))) return null;
    }
  }
}

async function prune(store: ReturnType<typeof openStore>, now: Date, offsite: OffsiteConfig, log: (l: string) => void) {
  try {
    const removed = await pruneCopies(store, now, offsite.keep);
    if (removed.length > 0) log(`Off-site copies past their retention deleted: ${removed.join(', ')}`);
  } catch (error) {
    // The copy itself is good; retention runs again after the next one.
    console.error(`Off-site retention failed: ${explain(error, offsite, 'delete old copies').message}`);
  }
}

/** Resolves true after `ms`, or false at once when the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
