import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../tests/api/helpers.ts';
import { BUN, collectOutput, ROOT } from '../tests/api/server-process.ts';
import { freePort } from '../tests/free-port.ts';

/**
 * `bun bench/startup.ts FILE [runs]` (FILE made by `npm run db:big -- FILE`): how long the server takes from
 * its process starting to its first answer, on a copy of the big database: opening the file, checking the
 * migrations, the start-up checks and the first request. Each run starts a new process on a new copy (the
 * first run's copy has its migrations applied already, as on a real restart). Goal (issue 17): under 1 s.
 */

const SOURCE = process.argv[2];
const RUNS = Number(process.argv[3] ?? 5);
if (!SOURCE || !existsSync(SOURCE)) {
  console.error('Usage: bun bench/startup.ts FILE [runs]   (make FILE with `npm run db:big -- FILE`)');
  process.exit(1);
}

async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  const started = performance.now();
  const child = Bun.spawn([BUN, 'server/cli/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      CAPTCHA: 'off',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_REQUESTS: '0',
      SEED_DEMO: '0',
      BACKUP_EVERY_HOURS: '0',
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const output = collectOutput(child);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output.text()}`);
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) return performance.now() - started;
      } catch {
        // Not listening yet: ask again at once (a connection refused costs microseconds).
      }
      await Bun.sleep(5);
    }
  } finally {
    child.kill('SIGTERM');
    await child.exited;
  }
}

const dataDir = tempDir('gallery-startup-');
copyFileSync(SOURCE, path.join(dataDir, 'gallery.db'));
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) times.push(await startOnce(dataDir));

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(`server start-up on ${path.basename(SOURCE)}, ${RUNS} runs, from process start to the first answer:`);
console.log(`  ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
console.log(`  median ${median.toFixed(0)} ms (goal under 1000 ms): ${median < 1000 ? 'goal met' : 'GOAL NOT MET'}`);
process.exit(median < 1000 ? 0 : 1);
