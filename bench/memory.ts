import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../tests/api/helpers.ts';
import { startServer } from '../tests/api/server-process.ts';
import { ADMIN, DEPLOYED_ENV, mb, rssMb, sampleMemory, signIn } from './server-memory.ts';

/**
 * `bun bench/memory.ts FILE [seconds] [connections] [writers]` (FILE made by `npm run db:big -- FILE`): the
 * server's memory on the big catalogue under public load: 200 connections for a minute reading the pages a
 * visitor opens (each with its first screen's data), the home page's works, an artist's and an artwork's
 * answers, the static images and searches, while 4 members of staff save works one after another (each save
 * a committed write, which empties the answers kept in memory), then a minute of quiet. Prints the memory
 * after start, the peak under load and a minute after. Goal (issues 17 and 27): under 250 MB at the peak and
 * under 150 MB a minute after. For memory with uploads under way, see bench/load.ts (demo content).
 */

const SOURCE = process.argv[2];
const SECONDS = Number(process.argv[3] ?? 60);
const CONNECTIONS = Number(process.argv[4] ?? 200);
const WRITERS = Number(process.argv[5] ?? 4);
/** A writer's most saves, so a fast machine does not fill the file with revisions. */
const MAX_SAVES = 1_000;
if (!SOURCE || !existsSync(SOURCE)) {
  console.error(
    'Usage: bun bench/memory.ts FILE [seconds] [connections] [writers]   (make FILE with `npm run db:big -- FILE`)',
  );
  process.exit(1);
}

const dataDir = tempDir('gallery-memory-');
copyFileSync(SOURCE, path.join(dataDir, 'gallery.db'));
const server = await startServer(dataDir, {
  ...DEPLOYED_ENV,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const pid = server.child.pid;
// Signed in before the idle measurement: a sign-in's password check holds its own 64 MiB for a moment.
const cookie = await signIn(server);

/** Addresses from the sitemap, so every kind of entry page is read, many of them once (a cold answer each). */
const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
const entries = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '/');
const works = entries.filter((p) => p.startsWith('/shop/'));
const FIXED = ['/', '/about', '/api/shop/featured?for=home', '/api/static-images', '/api/site/texts', '/api/health'];
const SEARCHES = ['river', 'mountain', '평양', '金', 'poster', 'kim'];
const target = (i: number): string => {
  switch (i % 5) {
    case 0:
      return FIXED[i % FIXED.length] as string;
    case 1:
      return entries[i % entries.length] as string;
    case 2:
      return `/api${works[i % works.length]}`;
    case 3:
      return works[(i * 7) % works.length] as string;
    default:
      return `/api/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length] as string)}`;
  }
};

await Bun.sleep(1000);
const idle = rssMb(pid);
const memory = sampleMemory(pid, 100);
const until = Date.now() + SECONDS * 1000;
const counts = { ok: 0, failed: 0 };
const failures = new Map<string, number>();

async function reader(n: number) {
  for (let i = n * 13; Date.now() < until; i += CONNECTIONS) {
    const url = target(i);
    try {
      const res = await fetch(`${server.url}${url}`, { headers: { 'Accept-Encoding': 'gzip' } });
      await res.arrayBuffer();
      if (res.ok) counts.ok += 1;
      else {
        counts.failed += 1;
        const key = `${url.split('?')[0]} ${res.status}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    } catch (error) {
      counts.failed += 1;
      failures.set((error as Error).name, (failures.get((error as Error).name) ?? 0) + 1);
    }
  }
}

const saves = { ok: 0, failed: 0 };

/** A member of staff saving one work again and again, its meta description changed each time. */
async function writer(n: number) {
  const slug = (works[n * 101] ?? works[n] ?? '').replace('/shop/', '');
  const headers = { 'Content-Type': 'application/json', Origin: server.origin, Cookie: cookie };
  for (let i = 0; i < MAX_SAVES && Date.now() < until; i += 1) {
    try {
      const form = (await (await fetch(`${server.url}/api/admin/shop/update/${slug}`, { headers })).json()) as object;
      const res = await fetch(`${server.url}/api/admin/shop/update/${slug}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...form, metaDescription: `Saved under load, time ${i} by writer ${n}.` }),
      });
      await res.arrayBuffer();
      if (res.ok) saves.ok += 1;
      else {
        saves.failed += 1;
        failures.set(`save ${res.status}`, (failures.get(`save ${res.status}`) ?? 0) + 1);
      }
    } catch (error) {
      saves.failed += 1;
      failures.set(`save ${(error as Error).name}`, (failures.get(`save ${(error as Error).name}`) ?? 0) + 1);
    }
  }
}

const started = performance.now();
await Promise.all([
  ...Array.from({ length: CONNECTIONS }, (_, n) => reader(n)),
  ...Array.from({ length: WRITERS }, (_, n) => writer(n)),
]);
const elapsed = (performance.now() - started) / 1000;
const peak = memory.stop();
const justAfter = rssMb(pid);
await Bun.sleep(60_000);
const minuteAfter = rssMb(pid);
await server.stop();

console.log(
  `${CONNECTIONS} connections and ${WRITERS} writers for ${elapsed.toFixed(0)} s on ${path.basename(SOURCE)}`,
);
console.log(`requests: ${counts.ok} answered (${(counts.ok / elapsed).toFixed(0)}/s), ${counts.failed} failed`);
console.log(`saves: ${saves.ok} stored (${(saves.ok / elapsed).toFixed(1)}/s), ${saves.failed} failed`);
for (const [key, n] of failures) console.log(`  ${key}: ${n}`);
console.log(`server memory: ${mb(idle)} after start, peak ${mb(peak)} under load, ${mb(justAfter)} when it stopped`);
const met = peak < 250 && minuteAfter < 150 && counts.failed === 0 && saves.failed === 0;
console.log(
  `  ${mb(minuteAfter)} a minute after (goal: peak under 250 MB, under 150 MB a minute after): ${met ? 'goal met' : 'GOAL NOT MET'}`,
);
process.exit(met ? 0 : 1);
