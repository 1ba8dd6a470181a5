/** The longest a 5 ms timer came late since the last reset: what a request arriving then would have waited. */
export function stallWatch() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  return {
    reset: () => {
      longest = 0;
      last = performance.now();
    },
    longest: () => Math.round(longest),
    stop: () => clearInterval(timer),
  };
}

/** Stops a watch and answers the longest stall it saw. */
export function stallEnd(watch: ReturnType<typeof stallWatch>): number {
  watch.stop();
  return watch.longest();
}
