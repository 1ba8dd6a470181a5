import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { signedInCopy } from './signed-in-copy.ts';

/**
 * `bun bench/image-modal.ts [DB]`: what the Image Selection modal downloads and waits for when it opens, on
 * the big catalogue (`npm run db:big -- /tmp/big.db`, 2,000 images; the default DB). Before: the whole
 * library from GET /api/image, as the modal read it. After: the first page, a search and the next page from
 * GET /api/admin/image/list. In-process through `app.request` (no network), on a copy of the database, so
 * the signed-in session it needs is not written to the file given.
 */

const RUNS = 15;
const { app, cookie, source, close } = signedInCopy('images');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(label: string, url: string, count: (body: unknown) => number) {
  const times: number[] = [];
  let text = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const res = await app.request(url, { headers: { Cookie: cookie } });
    text = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(RUNS - 1, Math.floor(q * RUNS))] ?? 0;
  const body = JSON.parse(text) as unknown;
  console.log(
    `${label.padEnd(30)} ${String(count(body)).padStart(5)} images ${kb(text.length).padStart(10)}  ` +
      `gzip ${kb(gzipSync(text).length).padStart(9)}  median ${at(0.5).toFixed(1).padStart(6)} ms  ` +
      `p95 ${at(0.95).toFixed(1).padStart(6)} ms`,
  );
  return body;
}

type Page = { items: unknown[]; next: string | null; total: number };
const items = (body: unknown) => (body as Page).items.length;

try {
  console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${source}, ${RUNS} runs each`);
  await measure('before: GET /api/image', '/api/image', (body) => (body as unknown[]).length);
  const first = (await measure('after: first page', '/api/admin/image/list', items)) as Page;
  console.log(`${''.padEnd(30)} of ${first.total} images in the library`);
  await measure('after: search "Image 19"', '/api/admin/image/list?q=Image%2019', items);
  await measure('after: search "zz" (no match)', '/api/admin/image/list?q=zz-no-such-image', items);
  if (first.next) {
    await measure('after: second page', `/api/admin/image/list?after=${encodeURIComponent(first.next)}`, items);
  }
} finally {
  close();
}
