import type { AppDeps } from '../lib/env.ts';

/**
 * Failed logins slow down, per account and per visitor address (issue 5, DESIGN 'Sessions and admin').
 *
 * After a few free failures each further one makes the key wait before its next attempt, and the wait
 * doubles. Per address it doubles with every failure: one machine guessing gets slow fast. Per account it
 * doubles every second failure, because anyone can fail logins for someone else's e-mail: an attacker
 * spreading guesses over many addresses is still slowed, but the real admin is never kept out longer than
 * MAX_DELAY_MS by them (and with the captcha on, every failure costs the attacker a solved captcha).
 * A request that arrives while its key waits is answered 429 without a password check and does not count,
 * so hammering does not extend the wait. An attempt that may go ahead counts as a failure at once, before its
 * password is checked, and is taken back if it succeeds: a burst of simultaneous guesses would otherwise all
 * pass the check before the first of them had failed. A success clears the account's count, not the
 * address's (beyond taking back its own attempt): one known account must not let a sprayer reset their
 * address and carry on. An address that has signed in to an account before skips that account's wait (its
 * own still applies), so an attacker elsewhere failing the admin's e-mail does not keep the admin out at all
 * from where they usually work.
 *
 * One process serves the site, so memory holds the counts; a restart forgets them, which only ever lets
 * someone in sooner. Each map is bounded, the least recently failed key forgotten first.
 */

export const FREE_FAILURES = 5;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A key with no failure for this long starts again from zero. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 10_000;

type Entry = { failures: number; lastFailureAt: number };

/** How long a key waits after its `failures`-th failure; `halvings` slows the doubling for accounts. */
export function delayAfter(failures: number, halvings: 1 | 2): number {
  const over = failures - FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (over / halvings));
}

function createCounter(halvings: 1 | 2) {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && now - entry.lastFailureAt > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds the key must still wait, 0 when it may try. */
    waitMs(key: string, now: number): number {
      const entry = live(key, now);
      return entry ? Math.max(0, entry.lastFailureAt + delayAfter(entry.failures, halvings) - now) : 0;
    },
    fail(key: string, now: number): void {
      const failures = (live(key, now)?.failures ?? 0) + 1;
      // Re-inserting moves the key to the end of the Map's order, so the first key is the stalest.
      entries.delete(key);
      entries.set(key, { failures, lastFailureAt: now });
      if (entries.size > MAX_KEYS) {
        const stalest = entries.keys().next();
        if (!stalest.done) entries.delete(stalest.value);
      }
    },
    /** Takes back one failure counted in advance for an attempt that then succeeded. */
    forgive(key: string): void {
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.failures <= 1) entries.delete(key);
      else entry.failures -= 1;
    },
    clear(key: string): void {
      entries.delete(key);
    },
  };
}

export type LoginThrottle = {
  /**
   * Asks to try this account from this address. 0: go ahead, and the attempt counts as a failure until
   * `succeeded` says otherwise. More: the seconds to wait, and nothing was counted.
   */
  attempt(account: string, address: string, now: Date): number;
  succeeded(account: string, address: string): void;
};

export function createLoginThrottle(): LoginThrottle {
  const accounts = createCounter(2);
  const addresses = createCounter(1);
  const known = new Set<string>();
  const pair = (account: string, address: string) => `${account}\n${address}`;
  return {
    attempt(account, address, now) {
      const at = now.getTime();
      const accountWait = known.has(pair(account, address)) ? 0 : accounts.waitMs(account, at);
      const wait = Math.max(accountWait, addresses.waitMs(address, at));
      if (wait > 0) return Math.ceil(wait / 1000);
      accounts.fail(account, at);
      addresses.fail(address, at);
      return 0;
    },
    succeeded(account, address) {
      accounts.clear(account);
      addresses.forgive(address);
      const key = pair(account, address);
      known.delete(key);
      known.add(key);
      if (known.size > MAX_KEYS) {
        const oldest = known.values().next();
        if (!oldest.done) known.delete(oldest.value);
      }
    },
  };
}
// The counts belong to one app instance, so each in-process test app starts with its own.
const throttles = new WeakMap<AppDeps, LoginThrottle>();

export function loginThrottleFor(deps: AppDeps): LoginThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) {
    throttle = createLoginThrottle();
    throttles.set(deps, throttle);
  }
  return throttle;
}
