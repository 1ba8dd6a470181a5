import type { AppDeps } from '../lib/env.ts';

// Issue 5. Anyone can fail logins for another's e-mail, so an address that signed in to the account skips its wait.
// A try counts as failed before the password check (else a burst all passes); success clears the account's count only.

export const FREE_FAILURES = 5;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 10_000;

type Entry = { failures: number; lastFailureAt: number };

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
  // 0: go ahead, counted as a failure until `succeeded`; more: the seconds to wait, and nothing was counted.
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
function throttlePerApp() {
  const throttles = new WeakMap<AppDeps, LoginThrottle>();
  return (deps: AppDeps): LoginThrottle => {
    let throttle = throttles.get(deps);
    if (!throttle) {
      throttle = createLoginThrottle();
      throttles.set(deps, throttle);
    }
    return throttle;
  };
}

export const loginThrottleFor = throttlePerApp();
/** The second step of sign-in (issue 29) counts apart, keyed by the account's id rather than its e-mail. */
export const secondStepThrottleFor = throttlePerApp();
