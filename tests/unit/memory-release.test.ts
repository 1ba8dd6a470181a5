import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startMemoryRelease } from '../../server/lib/memory-release.ts';

/** The server gives its free memory back once a burst of requests is over, never while requests still come. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const QUIET = 3_000;

test('memory is released once the server has been quiet after a burst, and once only', () => {
  const release = vi.fn();
  const memory = startMemoryRelease({ quietMs: QUIET, afterRequests: 100, release });
  // A request every 100 ms for a minute: a burst, never quiet.
  for (let ms = 0; ms < 60_000; ms += 100) {
    memory.request();
    vi.advanceTimersByTime(100);
  }
  expect(release).not.toHaveBeenCalled();
  vi.advanceTimersByTime(2 * QUIET);
  expect(release).toHaveBeenCalledTimes(1);
  // Quiet goes on: nothing more to give back.
  vi.advanceTimersByTime(60_000);
  expect(release).toHaveBeenCalledTimes(1);
  memory.stop();
});

test('a few requests are not a burst, and a stopped release never runs', () => {
  const release = vi.fn();
  const memory = startMemoryRelease({ quietMs: QUIET, afterRequests: 100, release });
  for (let i = 0; i < 99; i += 1) memory.request();
  vi.advanceTimersByTime(60_000);
  expect(release).not.toHaveBeenCalled();
  memory.request();
  memory.stop();
  vi.advanceTimersByTime(60_000);
  expect(release).not.toHaveBeenCalled();
});
