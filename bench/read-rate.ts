import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../tests/api/helpers.ts';
import { BUN, collectOutput, startServer } from '../tests/api/server-process.ts';
import { freePort } from '../tests/free-port.ts';
import { DEPLOYED_ENV } from './server-memory.ts';

/**
 * `bun bench/read-rate.ts [gallery.db] [seconds] [connections]`: public reads a second, as a ratio to a bare
 * `Bun.serve` answering a fixed JSON in the same run on the same machine, so a busy machine moves both alike.
 * Without a file the server seeds the demo content; `npm run db:big -- /tmp/big.db` makes the 5,000-work one.
 * Goals (issue 17): a cached list page at least 0.5 of the bare rate, an image's 304 at least 0.8.
 *
 * The machine's speed drifts by a fifth over a minute here, so each read is measured in rounds, each between two
 * runs of the bare server, and the ratio printed is the median round's.
 *
 * The client reads each answer's bytes as they arrive and does not unzip them (`decompress: false`): the
 * figure is the server's rate, and a browser unzips on its own machine, not on the server's.
 */

const SOURCE = process.argv[2];
const SECONDS = Number(process.argv[3] ?? 3);
const ROUNDS = 3;
const CONNECTIONS = Number(process.argv[4] ?? 32);

const dataDir = tempDir('gallery-read-rate-');
if (SOURCE) copyFileSync(SOURCE, path.join(dataDir, 'gallery.db'));
const server = await startServer(dataDir, { ...DEPLOYED_ENV, SEED_DEMO: SOURCE ? '0' : '1' });

const barePort = await freePort();
const bare = Bun.spawn(
  [BUN, '-e', `Bun.serve({ port: ${barePort}, hostname: '127.0.0.1', fetch: () => Response.json({ ok: true }) })`],
  { stdin: 'ignore', stdout: 'pipe', stderr: 'pipe' },
);
const bareOutput = collectOutput(bare);
const bareUrl = `http://127.0.0.1:${barePort}`;
while (
  !(await fetch(bareUrl).then(
    () => true,
    () => false,
  ))
);

/** Requests a second over `SECONDS` with `CONNECTIONS` loops, each reading its answer to the end. */
async function rate(url: string, headers: Record<string, string> = {}, expected = 200): Promise<number> {
  const first = await fetch(url, { headers, decompress: false });
  await first.arrayBuffer();
  if (first.status !== expected) throw new Error(`${url} answered ${first.status}, not ${expected}`);
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const res = await fetch(url, { headers, decompress: false });
      await res.arrayBuffer();
      if (res.status !== expected) throw new Error(`${url} answered ${res.status}`);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return done / SECONDS;
}

const gzip = { 'Accept-Encoding': 'gzip' };
const shop = (await (await fetch(`${server.url}/api/shop`)).json()) as { slug: string; img: { src: string } }[];
const work = shop[0];
if (!work) throw new Error('The catalogue has no works.');
const image = await fetch(new URL(work.img.src, server.url));
const imageTag = image.headers.get('ETag') ?? '';
await image.arrayBuffer();

try {
  const targets: [string, string, Record<string, string>, number][] = [
    ["GET /api/shop?limit=24 (the shop page's first page, gzip)", '/api/shop?limit=24', gzip, 200],
    ['GET /api/shop (whole list, gzip)', '/api/shop', gzip, 200],
    ['GET /api/artists (gzip)', '/api/artists', gzip, 200],
    [`GET /api/shop/${work.slug}`, `/api/shop/${work.slug}`, gzip, 200],
    [
      'GET an image, If-None-Match (304)',
      new URL(work.img.src, server.url).pathname,
      { 'If-None-Match': imageTag },
      304,
    ],
  ];
  console.log(`Bun ${Bun.version}, ${shop.length} works, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`);
  let before = await rate(bareUrl);
  const bares = [before];
  for (const [name, target, headers, expected] of targets) {
    const rounds: { measured: number; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured = await rate(`${server.url}${target}`, headers, expected);
      const after = await rate(bareUrl);
      bares.push(after);
      rounds.push({ measured, ratio: measured / ((before + after) / 2) });
      before = after;
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const median = rounds[Math.floor(ROUNDS / 2)] as { measured: number; ratio: number };
    const spread = rounds.map((r) => r.ratio.toFixed(2)).join(' ');
    console.log(
      `${name}: ${median.measured.toFixed(0)} requests/s, ${median.ratio.toFixed(2)}x bare (rounds ${spread})`,
    );
  }
  bares.sort((a, b) => a - b);
  console.log(`bare Bun.serve: ${bares[0]?.toFixed(0)} to ${bares.at(-1)?.toFixed(0)} requests/s`);
} finally {
  bare.kill();
  await bareOutput.done;
  await server.stop();
}
