import { afterEach, expect, test } from 'bun:test';
import { createFuzzApp, type FuzzApp, fuzzWriteRoutes, writeRoutes } from './hostile-fuzz.ts';

/**
 * Hostile input on every write route, signed in and signed out (issue 14): nothing a visitor or staff member
 * sends may answer 5xx, leak a stack trace, or change the database when it is refused. The generator is
 * seeded, so a failure names the seed that replays it; `bench/hostile.ts` runs the same with ten thousand
 * requests and more.
 */

let fuzz: FuzzApp | undefined;
afterEach(() => fuzz?.close());

test('a few thousand hostile requests: no 5xx, no stack trace, no change to the database', async () => {
  fuzz = await createFuzzApp();
  expect(writeRoutes(fuzz.app).length).toBeGreaterThan(30);
  const report = await fuzzWriteRoutes(fuzz, { runs: 25, seed: 1404 });
  expect(report.requests).toBeGreaterThan(1500);
  expect(report.serverErrors).toEqual([]);
  expect(report.leaks).toEqual([]);
  expect(report.stateChanges).toBe(0);
});
