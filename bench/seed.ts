import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoContent } from '../server/seed/demo/index.ts';

/**
 * How long the first start spends drawing and storing the demo content, and how big it makes the file.
 * Run: ./node_modules/.bin/bun bench/seed.ts [runs]
 */

const runs = Number(process.argv[2] ?? 3);
const times: number[] = [];
let bytes = 0;
for (let run = 0; run < runs; run++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-seed-'));
  const file = path.join(dir, 'gallery.db');
  const db = openDatabase(file);
  const started = performance.now();
  await seedDemoContent(db);
  times.push(performance.now() - started);
  db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.raw.close();
  bytes = statSync(file).size;
  rmSync(dir, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(
  `demo seed: median ${(median / 1000).toFixed(1)} s over ${runs} runs (min ${((times[0] ?? 0) / 1000).toFixed(1)} s)`,
);
console.log(`database with the demo content: ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
