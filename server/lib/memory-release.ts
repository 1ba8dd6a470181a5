// Issue 17: the heap keeps its peak after a burst; collecting and shrinking once quiet saved 38 MB (bench/memory.ts).

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
    request: () => {
      requests += 1;
    },
    stop: () => clearInterval(timer),
  };
}
