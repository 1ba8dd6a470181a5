import { afterEach, beforeEach } from 'bun:test';

// The time limit of each test is set on the command line (`bun test --timeout 60000`): seeding the demo
// catalogue once per run and argon2id logins take seconds on a busy two-core machine.

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
