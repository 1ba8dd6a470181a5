import { copyFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * `bun bench/list-pages.ts [db]`: every public list's answer before (the plain whole list) and after paging
 * (its first page of 24), on a copy of the given database (`npm run db:big -- /tmp/big.db` makes the
 * 5,000-work one). For each: bytes and gzipped bytes, gzipped bytes per entry, and the time of N requests
 * (median and 95th percentile) in-process through `app.request`, each with a URL of its own so the answer
 * cache never answers (one row shows the cached first page). Goal: a shop page at most 400 bytes gzipped per work.
 */

const RUNS = 41;
const source = process.argv[2] ?? 'data/gallery.db';
const dir = tempDir('gallery-bench-pages-');
copyFileSync(source, path.join(dir, 'gallery.db'));
const { app, db } = openTestApp({ dir, clock: systemClock(), clientAddress: 'connection' });

const LISTS = [
  '/api/shop',
  '/api/artists',
  '/api/explore/collections',
  '/api/explore/exhibitions',
  '/api/explore/films',
  '/api/explore/publications',
  '/api/blog',
];
const PAGED = ['?limit=24', '?limit=24&sort=price_asc', '?limit=24&sort=artist&available=1'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function measure(url: string, runs = RUNS, cached = false) {
  const times: number[] = [];
  let body = '';
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const res = await app.request(cached ? url : `${url}${url.includes('?') ? '&' : '?'}_=${run}`);
    body = await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const json = JSON.parse(body) as unknown;
  const entries = Array.isArray(json) ? json.length : (json as { items: unknown[] }).items.length;
  const gz = gzipSync(body).length;
  console.log(
    `${(cached ? `${url} (cached)` : url).padEnd(60)} ${String(entries).padStart(5)} entries ${kb(body.length).padStart(10)}  gzip ${kb(gz).padStart(9)}` +
      `  ${`${(gz / Math.max(entries, 1)).toFixed(0)} B/entry`.padStart(12)}  median ${at(times, 0.5).toFixed(1).padStart(6)} ms` +
      `  p95 ${at(times, 0.95).toFixed(1).padStart(6)} ms`,
  );
  return json as { next?: string | null };
}

console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${source}, ${RUNS} uncached requests each`);
console.log('Before: the plain whole list');
for (const url of LISTS) await measure(url, url === '/api/shop' ? 9 : RUNS);
console.log('After: the first page');
for (const url of LISTS) await measure(`${url}/pages?limit=24`);
for (const query of PAGED.slice(1)) await measure(`/api/shop/pages${query}`);
await measure('/api/shop/pages?limit=48');
const first = await measure('/api/shop/pages?limit=24', 1);
await measure(`/api/shop/pages?limit=24&after=${first.next}`);
await measure('/api/shop/pages?limit=24', RUNS, true);
console.log('Mediums page');
await measure('/api/shop/mediums?samples=3');
db.raw.close();
rmSync(dir, { recursive: true, force: true });
