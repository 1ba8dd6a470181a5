import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { shopItemMedia, shopItemSizes, shopItems } from '../server/content/types/shop-items.ts';
import { staffPriceList, staffTearSheet } from '../server/services/sheets.ts';
import type { Lang } from '../shared/languages.ts';
import { createTestApp, openTestApp } from '../tests/api/helpers.ts';
import { DEPLOYED_ENV } from './server-memory.ts';

/**
 * `bun bench/pdf.ts`: decision 025's numbers. A tear sheet and a 50-work price list, in English and Chinese, on
 * the demo catalogue (its 24 works copied up to 50, with their sizes, media and pictures). Each case runs in a
 * process of its own: 'first' is the process's first PDF, which parses the two fonts; 'next' is one more of the
 * same after it, as a running server makes them. Peak memory is the resident set's high-water mark over the
 * PDF (reset before it), above what the process held before. The median of RUNS is printed, with the sizes.
 */

const RUNS = 3;
const WORKS = 50;
type Case = 'tear-sheet' | 'price-list';
type Result = { firstMs: number; firstMiB: number; nextMs: number; nextMiB: number; bytes: number };

const [mode, file, kind, lang] = process.argv.slice(2);
if (mode === '--child') console.log(JSON.stringify(await measure(file as string, kind as Case, lang as Lang)));
else await main();

// Functions, not constants: the top-level await above calls into them before the module's body has run.
function kib(name: string): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
}

/** Linux: writing 5 to clear_refs sets the high-water mark back to what is resident now. */
function resetPeak() {
  writeFileSync('/proc/self/clear_refs', '5');
}

async function measure(file: string, kind: Case, lang: Lang): Promise<Result> {
  const app = openTestApp({ dir: path.dirname(file), database: file });
  const ids = app.db.orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .orderBy(shopItems.id)
    .all()
    .map((r) => r.id);
  const make = async () => {
    const made =
      kind === 'tear-sheet'
        ? await staffTearSheet(app.deps, ids[0] ?? 0, lang)
        : await staffPriceList(app.deps, ids, lang);
    if (!made) throw new Error('no PDF');
    return made.pdf.byteLength;
  };
  const once = async () => {
    Bun.gc(true);
    resetPeak();
    const before = kib('VmRSS');
    const started = performance.now();
    const bytes = await make();
    return { ms: performance.now() - started, mib: (kib('VmHWM') - before) / 1024, bytes };
  };
  const first = await once();
  const next = await once();
  app.close();
  return { firstMs: first.ms, firstMiB: first.mib, nextMs: next.ms, nextMiB: next.mib, bytes: next.bytes };
}

/** The demo's works copied, each with its sizes, media and picture, until there are `count`. */
function fiftyWorks(app: Awaited<ReturnType<typeof createTestApp>>, count: number) {
  const { orm } = app.db;
  const demo = orm.select().from(shopItems).orderBy(shopItems.id).all();
  for (let index = demo.length; index < count; index += 1) {
    const source = demo[index % demo.length];
    if (!source) break;
    const { id, ...rest } = source;
    const copy = orm
      .insert(shopItems)
      .values({ ...rest, slug: `${source.slug}-${index}`, title: `${source.title} ${index}` })
      .returning({ id: shopItems.id })
      .get();
    for (const size of orm.select().from(shopItemSizes).where(eq(shopItemSizes.itemId, id)).all()) {
      orm
        .insert(shopItemSizes)
        .values({ ...size, itemId: copy.id })
        .run();
    }
    for (const medium of orm
      .select()
      .from(shopItemMedia)
      .where(inArray(shopItemMedia.itemId, [id]))
      .all()) {
      orm
        .insert(shopItemMedia)
        .values({ ...medium, itemId: copy.id })
        .run();
    }
  }
}

async function main() {
  const app = await createTestApp({ seed: true });
  fiftyWorks(app, WORKS);
  const file = path.join(app.dir, 'gallery.db');
  app.db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  app.close();
  console.log(`PDFs on the demo catalogue (${WORKS} works in the list), median of ${RUNS} processes each`);
  console.log('case                  first PDF (fonts parsed)   next PDF             size');
  for (const kind of ['tear-sheet', 'price-list'] as const) {
    for (const lang of ['en', 'zh'] as const) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const child = Bun.spawn([process.execPath, import.meta.path, '--child', file, kind, lang], {
          stdout: 'pipe',
          stderr: 'inherit',
          // The heap and malloc settings of the deployed server (decision 014).
          env: { ...process.env, ...DEPLOYED_ENV },
        });
        const out = (await new Response(child.stdout).text()).trim();
        if ((await child.exited) !== 0) throw new Error(`${kind} ${lang} failed: ${out}`);
        runs.push(JSON.parse(out) as Result);
      }
      const median = (pick: (r: Result) => number) => runs.map(pick).sort((a, b) => a - b)[runs.length >> 1] ?? 0;
      const cell = (ms: number, mib: number) => `${Math.round(ms)} ms, +${Math.round(mib)} MiB`.padEnd(21);
      console.log(
        `${`${kind} ${lang}`.padEnd(22)}${cell(
          median((r) => r.firstMs),
          median((r) => r.firstMiB),
        )}      ` +
          `${cell(
            median((r) => r.nextMs),
            median((r) => r.nextMiB),
          )}${Math.round(median((r) => r.bytes) / 1024)} KiB`,
      );
    }
  }
}
