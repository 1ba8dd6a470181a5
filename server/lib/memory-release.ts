/**
 * Memory given back to the system once a burst of visitors is over (issue 17: the server's memory a minute
 * after load). Under load the JavaScript heap grows to hold the garbage of many answers at once, and the
 * engine keeps that room after collecting it: a burst would leave the small server holding its peak until the
 * next restart. Once no request has come for `quietMs`, after at least `afterRequests` since the last
 * release, a full collection runs and the engine returns its free room (`Bun.shrink`, which also drops
 * compiled code: the next requests compile it again, a few milliseconds each). On the 5,000-work catalogue
 * after a minute of 200 connections, this took the memory a minute later from 221 MB to 183 MB
 * (bench/memory.ts).
 */

type Options = { quietMs?: number; afterRequests?: number; release?: () => void };

const QUIET_MS = 3_000;
const AFTER_REQUESTS = 500;

const releaseFreeMemory = () => {
  Bun.gc(true);
  // Deprecated in the types without a replacement; the collection above still runs should it go.
  if (typeof Bun.shrink === 'function') Bun.shrink();
};

export function startMemoryRelease({
  quietMs = QUIET_MS,
  afterRequests = AFTER_REQUESTS,
  release = releaseFreeMemory,
}: Options = {}) {
  let requests = 0;
  let seenAtLastTick = 0;
  const timer = setInterval(() => {
    if (requests !== seenAtLastTick) {
      seenAtLastTick = requests;
      return;
    }
    if (requests < afterRequests) return;
    requests = 0;
    seenAtLastTick = 0;
    release();
  }, quietMs);
  timer.unref();
  return {
    /** Counts a request: call it for every one the server answers. */
    request: () => {
      requests += 1;
    },
    stop: () => clearInterval(timer),
  };
}
