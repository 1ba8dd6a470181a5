// Refuses at once rather than piling images up in memory; one process serves the site, so this is the whole limit.

export class QueueFull extends Error {
  override name = 'QueueFull';
  constructor(readonly retryAfterSeconds: number) {
    super('The server is busy with other work.');
  }
}

export type WorkQueue = {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly size: { running: number; waiting: number };
  readonly full: boolean;
  readonly retryAfterSeconds: number;
};

export function createWorkQueue(options: {
  concurrency: number;
  maxWaiting: number;
  retryAfterSeconds: number;
}): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run(job) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw new QueueFull(options.retryAfterSeconds);
        // The slot is handed over by release(), which counts it as running before waking the waiter.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get size() {
      return { running, waiting: waiting.length };
    },
    get full() {
      return running >= options.concurrency && waiting.length >= options.maxWaiting;
    },
    retryAfterSeconds: options.retryAfterSeconds,
  };
}
