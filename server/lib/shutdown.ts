// Background loops stop and save their state before the database closes, so nothing is cut off mid-write.

type Hook = { name: string; run: () => void | Promise<void> };

const hooks: Hook[] = [];

export function onShutdown(run: Hook['run'], name = run.name || 'a shutdown step'): () => void {
  const hook = { name, run };
  hooks.push(hook);
  return () => {
    const at = hooks.indexOf(hook);
    if (at >= 0) hooks.splice(at, 1);
  };
}

// Newest first, as what started last depends on what started before; bounded so no loop keeps the database open.
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
