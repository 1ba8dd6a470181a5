/**
 * Work to finish when the server stops, after the last request has been answered and before the database
 * closes: background loops (the mail outbox, scheduled backups) stop here and save their state, so nothing
 * they were doing is cut off by a closed connection.
 */

type Hook = { name: string; run: () => void | Promise<void> };

const hooks: Hook[] = [];

/**
 * Registers a stop step, named in the log if it fails; returns a function that unregisters it (for tests
 * and loops that end on their own).
 */
export function onShutdown(run: Hook['run'], name = run.name || 'a shutdown step'): () => void {
  const hook = { name, run };
  hooks.push(hook);
  return () => {
    const at = hooks.indexOf(hook);
    if (at >= 0) hooks.splice(at, 1);
  };
}

/**
 * Runs every hook once, newest first (what started last depends on what started before it), each bounded
 * so one stuck loop cannot keep the process from closing the database. A failing hook is logged and the
 * others still run.
 */
export async function runShutdownHooks(timeoutMs = 5000): Promise<void> {
  for (const hook of hooks.splice(0).reverse()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const result = await Promise.race([Promise.resolve().then(hook.run), timeout]);
      if (result === 'timeout') console.error(`Shutdown: ${hook.name} did not finish within ${timeoutMs} ms.`);
    } catch (error) {
      console.error(`Shutdown: ${hook.name} failed:`, error);
    } finally {
      clearTimeout(timer);
    }
  }
}
