import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { readLanguageState } from '../server/content/languages.ts';
import { STORAGE } from '../server/content/registry.ts';
import { artists } from '../server/content/types/artists.ts';
import { shopItems } from '../server/content/types/shop-items.ts';
import { contentRevisions, images } from '../server/db/schema/index.ts';
import { loadEntry } from '../server/queries/content-entries.ts';
import { changedFields } from '../shared/revisions.ts';
import { signedInCopy } from './signed-in-copy.ts';

/**
 * `bun bench/revisions.ts [DB]`: an entry's History screen when the entry has been saved 2,000 times, on a
 * copy of the big catalogue (`npm run db:big -- /tmp/big.db`, the default DB). The copy gets 2,000 revisions
 * of one work (its artist and image changed every hundredth save), a signed-in session, and then:
 *
 * - the history: before, the whole list as GET .../revisions read and answered it (every revision with what
 *   it changed, timed in process: the same query and comparison as that route, without the request around
 *   it); after, its first page and a later one, through `app.request`;
 * - a revision compared with the work now: before, the revision plus the whole image library and the whole
 *   admin list of artists the comparison loaded to name the image and artist; after, the revision alone,
 *   which carries those names.
 */

const RUNS = 15;
const REVISIONS = 2000;
const { app, db, cookie, user, source, close } = signedInCopy('revisions');
const { orm } = db;
const shop = STORAGE.shop;

/** One work saved REVISIONS times: its values as a save keeps them, a few fields changed each time. */
function fillHistory(): number {
  const work = orm.select({ id: shopItems.id, slug: shopItems.slug }).from(shopItems).limit(1).get();
  if (!work) throw new Error('The database has no works: make it with npm run db:big.');
  const entry = loadEntry(orm, shop, work.slug);
  if (!entry) throw new Error(`The work ${work.slug} could not be read.`);
  const { _id, ...values } = entry;
  const base = { ...values, ...readLanguageState(orm, shop, work.id) };
  const artistIds = orm.select({ id: artists.id }).from(artists).limit(20).all();
  const imageIds = orm.select({ id: images.id }).from(images).limit(20).all();
  const start = Date.now() - REVISIONS * 60_000;
  const rows = Array.from({ length: REVISIONS }, (_, i) => {
    const turn = Math.floor(i / 100);
    return {
      type: shop.path,
      entryId: work.id,
      savedAt: new Date(start + i * 60_000),
      savedBy: user.id,
      savedByEmail: user.email,
      values: {
        ...base,
        year: String(1950 + (i % 70)),
        description: `<p>Version ${i} of the description, a paragraph or two as staff write them.</p>`,
        artist: artistIds[turn % artistIds.length]?.id ?? base.artist,
        img: imageIds[turn % imageIds.length]?.id ?? base.img,
      },
    };
  });
  orm.transaction((tx) => {
    for (let i = 0; i < rows.length; i += 200)
      tx.insert(contentRevisions)
        .values(rows.slice(i, i + 200))
        .run();
  });
  return work.id;
}

/** The history as GET /api/admin/{type}/{id}/revisions answered it before it was paged: every revision. */
function wholeHistory(entryId: number) {
  const rows = orm
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.type, shop.path), eq(contentRevisions.entryId, entryId)))
    .orderBy(desc(contentRevisions.id))
    .all();
  return rows.map((row, i) => {
    const before = rows[i + 1];
    return {
      id: row.id,
      savedAt: row.savedAt.getTime(),
      savedBy: row.savedByEmail,
      changed: before ? changedFields(before.values, row.values) : null,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
type Figures = { raw: number; gzip: number; median: number; p95: number };

function report(label: string, what: string, f: Figures) {
  console.log(
    `${label.padEnd(44)} ${what.padStart(16)} ${kb(f.raw).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}  ` +
      `median ${f.median.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms`,
  );
}

/** Runs `once` RUNS times: the sizes of its last answer, and its median and 95th percentile times. */
async function time(once: () => Promise<string> | string): Promise<Figures & { text: string }> {
  const times: number[] = [];
  let text = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    text = await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(RUNS - 1, Math.floor(q * RUNS))] ?? 0;
  return { text, raw: text.length, gzip: gzipSync(text).length, median: at(0.5), p95: at(0.95) };
}

async function get(url: string): Promise<string> {
  const res = await app.request(url, { headers: { Cookie: cookie } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

const sum = (parts: Figures[]): Figures => ({
  raw: parts.reduce((n, p) => n + p.raw, 0),
  gzip: parts.reduce((n, p) => n + p.gzip, 0),
  median: parts.reduce((n, p) => n + p.median, 0),
  p95: parts.reduce((n, p) => n + p.p95, 0),
});

try {
  console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, a copy of ${source}, ${RUNS} runs each`);
  const id = fillHistory();
  const base = `/api/admin/shop/${id}/revisions`;

  const whole = await time(() => JSON.stringify(wholeHistory(id)));
  report('history, before: the whole list (in process)', `${REVISIONS} revisions`, whole);
  const first = await time(() => get(base));
  const page = JSON.parse(first.text) as { items: { id: number }[]; next: string | null };
  report('history, after: first page', `${page.items.length} revisions`, first);
  const later = await time(() => get(`${base}?after=${page.items[0] ? page.items[0].id - 1500 : ''}`));
  report('history, after: a page 1,500 saves back', `${page.items.length} revisions`, later);

  // The oldest revision: its artist and image differ from the work's now, so both are named.
  const oldest = orm
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(eq(contentRevisions.entryId, id))
    .orderBy(contentRevisions.id)
    .limit(1)
    .get();
  const detail = await time(() => get(`${base}/${oldest?.id}`));
  const library = await time(() => get('/api/image'));
  const artistList = await time(() => get('/api/admin/artists'));
  report('compare, before: GET /api/image', 'whole library', library);
  report('compare, before: GET /api/admin/artists', 'whole list', artistList);
  report('compare, before: with the revision, in all', '3 requests', sum([detail, library, artistList]));
  report('compare, after: the revision with its names', '1 request', detail);
} finally {
  close();
}
