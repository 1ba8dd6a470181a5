import path from 'node:path';
import type { Subprocess } from 'bun';
import { freePort } from '../free-port.ts';

/**
 * Real server processes for the operations tests (backup under load, crash, SIGTERM): these need a separate
 * process to kill and a real socket, which `app.request` cannot give. The server serves dist/client, so
 * `npm test` builds the client first; run alone, the first start builds it if it is missing.
 */

export const ROOT = path.resolve(import.meta.dir, '../..');
export const BUN = path.join(ROOT, 'node_modules/.bin/bun');

/** The most of a child's output kept: a server with its request log on under load writes megabytes. */
const KEPT_OUTPUT = 1024 * 1024;

/** Collects a child's stdout and stderr as text while it runs, its last megabyte kept. */
export function collectOutput(child: Subprocess<'ignore' | 'pipe', 'pipe', 'pipe'>) {
  let text = '';
  let waiting: { needle: string; found: () => void }[] = [];
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const added = decoder.decode(chunk.value, { stream: true });
      text += added;
      // Checked against the text with what came just before, so a line split between two chunks is seen.
      const recent = text.slice(-(added.length + 200));
      const seen = waiting.filter((wait) => recent.includes(wait.needle));
      waiting = waiting.filter((wait) => !seen.includes(wait));
      for (const wait of seen) wait.found();
      if (text.length > 2 * KEPT_OUTPUT) text = text.slice(-KEPT_OUTPUT);
    }
  };
  const done = Promise.all([read(child.stdout), read(child.stderr)]);
  /** Resolves once the output contains `needle`, or with false when the process's output ends without it. */
  const printed = (needle: string) =>
    text.includes(needle)
      ? Promise.resolve(true)
      : Promise.race([
          new Promise<boolean>((resolve) => waiting.push({ needle, found: () => resolve(true) })),
          done.then(() => text.includes(needle)),
        ]);
  return { text: () => text, done, printed };
}

export type ServerProcess = {
  url: string;
  /** The site's own origin, as a browser would send it in `Origin` on a write. */
  origin: string;
  child: Subprocess<'ignore', 'pipe', 'pipe'>;
  output: () => string;
  /** Sends a signal and waits for the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number>;
};

/**
 * Starts `npm start` on a free port. The port is free when chosen but may be taken before the server binds it
 * (the API files run in two processes, each starting servers): the server is taken as up only once it has
 * said it is running on that port itself, so a health check answered by another process's server never
 * counts, and a start that lost the port tries again on another.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(dataDir, env);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = Bun.spawn([BUN, 'server/cli/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_REQUESTS: '0',
      SEED_DEMO: '0',
      PUBLIC_URL: origin,
      BACKUP_EVERY_HOURS: '0',
      ...env,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${port}`;
  // start.ts prints this once Bun.serve holds the port, after the migrations and the seed.
  const running = `Gallery running at ${origin} `;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 120_000); // a first start may build the client
  });
  const started = await Promise.race([output.printed(running), timedOut]);
  clearTimeout(timer);
  if (started === 'timeout') {
    child.kill('SIGKILL');
    throw new Error(`The server did not start:\n${output.text()}`);
  }
  if (!started) {
    await child.exited;
    const text = output.text();
    if (/EADDRINUSE/.test(text)) throw new PortTaken(text);
    throw new Error(`The server exited (${child.exitCode}):\n${text}`);
  }
  // Listening since the line above: this answers at once, and from this server.
  await fetch(`${url}/api/health`);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const code = await child.exited;
    await output.done;
    return code;
  };
  return { url, origin, child, output: output.text, stop };
}

/** Runs one of the maintainer commands (`server/cli/*.ts`) and returns its exit code and output. */
export async function runCommand(script: string, args: string[], env: Record<string, string>) {
  const child = Bun.spawn([BUN, `server/cli/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, stdout, stderr };
}

let visitors = 0;

/**
 * Subscribes an address through the public newsletter endpoint: an acknowledged write over HTTP. The sign-up
 * is rate-limited per visitor, so each call comes from a visitor of its own, as a proxy in front would say
 * (the server must be started with TRUST_PROXY=1 for that to count).
 */
export function subscribe(server: ServerProcess, email: string) {
  visitors += 1;
  const visitor = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  return fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, 'X-Forwarded-For': visitor },
    body: JSON.stringify({ email }),
  });
}

/** Starts tests/api/enquiry-writer.ts on a database file; `ids` grows with every acknowledged insert. */
export function startWriter(databaseFile: string) {
  const child = Bun.spawn([BUN, 'tests/api/enquiry-writer.ts', databaseFile], {
    cwd: ROOT,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const ids: number[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let rest = '';
    const reader = child.stdout.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const lines = (rest + decoder.decode(chunk.value, { stream: true })).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) ids.push(Number(line));
    }
  })();
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 20_000;
    while (ids.length < count) {
      if (child.exitCode !== null) throw new Error(`The writer exited (${child.exitCode}).`);
      if (Date.now() > deadline) throw new Error(`The writer wrote only ${ids.length} enquiries.`);
      await Bun.sleep(10);
    }
  };
  const stop = async (signal: NodeJS.Signals = 'SIGKILL') => {
    child.kill(signal);
    await child.exited;
    await reading;
  };
  return { ids, waitFor, stop };
}
