import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_TYPES } from '../server/content/registry.ts';
import { openDatabase } from '../server/db/client.ts';
import { searchSite } from '../server/queries/search.ts';
import { indexSql } from '../server/search/index-sql.ts';
import { SEARCH_SOURCES } from '../server/search/sources.ts';
import { fillBigCatalogue } from '../server/seed/big-catalogue/index.ts';

/**
 * `bun bench/search.ts [big.db]`: site search time (p50 and p95 of searchSite, the function behind
 * GET /api/search) for Latin, accented, Chinese, Korean and romanised queries, and the time to build the
 * whole index. On the big database given (a copy is used; `npm run db:big -- FILE` makes one), or else on
 * the same big catalogue written here first (5,000 works, 2,000 images, 10,000 enquiries; some 20 seconds).
 * Goal: p95 under 50 ms.
 */

const RUNS = 200;
const QUERIES: Record<string, string[]> = {
  latin: ['mountain', 'river at dawn', 'oil on canvas', 'harbour lantern', 'poster'],
  accented: ['Pyŏngyang', 'Pyongyang', 'Kaesong', 'hamhung'],
  chinese: ['朴東九', '金英淑', '朴東', '韓'],
  korean: ['박동구', '김영숙', '평양', '박'],
  romanised: ['Pak Tong Gu', 'Bak Dong-gu', 'Kim Yong-suk', 'Ri Chol Jun'],
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-search-'));
const file = path.join(dir, 'gallery.db');
const given = process.argv[2];
if (given) await Bun.write(file, Bun.file(given));
const db = openDatabase(file);
if (!given) {
  const started = performance.now();
  await fillBigCatalogue(db);
  console.log(`catalogue written with its index kept by triggers: ${(performance.now() - started).toFixed(0)} ms`);
}
const count = (table: string) => db.raw.all<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]?.n ?? 0;
console.log(
  `Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}: ${count('shop_items')} works, ${count('artists')} artists, ` +
    `${count('exhibitions')} exhibitions, ${count('blog_posts')} posts; ${count('search_index')} rows in the index`,
);

// The whole index from scratch, as a start-up fills a type whose searchable fields changed.
const { fill } = indexSql(SEARCH_SOURCES, CONTENT_TYPES);
const built = performance.now();
db.raw.exec('BEGIN');
db.raw.exec('DELETE FROM search_index');
db.raw.exec('DELETE FROM search_i18n');
for (const statement of [...fill.values()].flat()) db.raw.exec(statement);
db.raw.exec('COMMIT');
console.log(`index build: ${(performance.now() - built).toFixed(0)} ms for ${count('search_index')} rows`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
for (const [kind, queries] of Object.entries(QUERIES)) {
  const times: number[] = [];
  const totals: string[] = [];
  for (const q of queries) {
    totals.push(`${q}: ${searchSite(db.orm, { q, page: 1 }, 'public', new Date()).total}`);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      searchSite(db.orm, { q, page: 1 }, 'public', new Date());
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(10)} p50 ${percentile(times, 0.5).toFixed(2)} ms  p95 ${percentile(times, 0.95).toFixed(2)} ms  (${totals.join(', ')})`,
  );
}
db.raw.close();
rmSync(dir, { recursive: true, force: true });
