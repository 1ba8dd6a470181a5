import { afterEach, beforeEach, setDefaultTimeout } from 'bun:test';

// Seeding the demo catalogue once per run draws its pictures with sharp (about 10 s on two cores); the first
// test or hook that needs it must not time out waiting for it.
setDefaultTimeout(60_000);

/**
 * A test fails on an unexpected console.error: a handler that logs an error while answering is a bug
 * even when the status looks right. Tests that provoke one on purpose call `allowConsoleErrors()`.
 */
const original = console.error;
let logged: unknown[][] = [];
let allowed = false;

export function allowConsoleErrors() {
  allowed = true;
}

beforeEach(() => {
  logged = [];
  allowed = false;
  console.error = (...args: unknown[]) => {
    logged.push(args);
    if (allowed) return;
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (!allowed && logged.length > 0) {
    throw new Error(`Unexpected console.error: ${logged.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
