import { rmSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { fillCatalogue, LIST_PATHS } from '../tests/api/explore-catalogue.ts';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * `bun bench/explore-lists.ts`: how big and how slow the Explore and blog list answers get as the catalogue
 * grows, in-process through `app.request` (JSON, ETag and all; no network). Every entry has its own image and
 * long texts of about 10 kB, which lists must leave out. The gzip column is what a visitor downloads.
 */

const RUNS = 9;

/** A list's bytes per entry; a detail is one entry, with its long texts. */
const perEntry = (url: string, body: string, count: number) =>
  url.includes('/entry-') ? 'one detail' : `${(body.length / count).toFixed(0)} B/entry`;
const SIZES = [100, 1000, 5000];

console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, median of ${RUNS} runs`);
for (const count of SIZES) {
  const { app, db, dir } = openTestApp({
    dir: tempDir('gallery-bench-lists-'),
    clock: systemClock(),
    clientAddress: 'connection',
  });
  fillCatalogue(db.orm, { count, longText: 10_000 });
  for (const url of [...LIST_PATHS, '/api/explore/films/entry-1']) {
    const times: number[] = [];
    let body = '';
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const res = await app.request(url);
      body = await res.text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    console.log(
      `${String(count).padStart(5)} entries  ${url.padEnd(32)} ${kb(body.length).padStart(10)}  ` +
        `gzip ${kb(gzipSync(body).length).padStart(9)}  ${perEntry(url, body, count).padStart(14)}  ` +
        `median ${(times[Math.floor(RUNS / 2)] ?? 0).toFixed(1).padStart(6)} ms`,
    );
  }
  db.raw.close();
  rmSync(dir, { recursive: true, force: true });
}
