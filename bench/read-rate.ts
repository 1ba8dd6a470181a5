import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../tests/api/helpers.ts';
import { BUN, collectOutput, startServer } from '../tests/api/server-process.ts';
import { freePort } from '../tests/free-port.ts';
import { DEPLOYED_ENV } from './server-memory.ts';

/**
 * `bun bench/read-rate.ts [gallery.db] [seconds] [connections]`: public reads a second, measured by `wrk` (one
 * thread, 50 connections unless given; `apt-get install wrk`) against the server as deployed (its request log
 * on, its memory settings), as a ratio to a bare `Bun.serve` answering a fixed JSON in the same run on the same
 * machine, so a busy machine moves both alike. Without a file the server seeds the demo content;
 * `npm run db:big -- /tmp/big.db` makes the 5,000-work one. Goals (issue 26): a cached list page at least 0.5 of
 * the bare rate, an image's 304 at least 0.8.
 *
 * Beside each figure, its floor: bench/read-floor.ts sends the very same answer (bytes, headers, request id and
 * log line) from a bare `Bun.serve` that reads only the request header the answer depends on, with no routing,
 * cache or database. No server can send that answer faster
 * here, so the floor shows how much of a goal is the gallery's code and how much the answer's own weight.
 *
 * The machine's speed drifts by a fifth over a minute here, so each read is measured in rounds, each between two
 * runs of the bare server, and the ratio printed is the median round's. wrk reads each answer's bytes and does
 * not unzip them: the figure is the server's rate, and a browser unzips on its own machine.
 */

const SOURCE = process.argv[2];
const SECONDS = Number(process.argv[3] ?? 3);
const ROUNDS = 3;
const CONNECTIONS = Number(process.argv[4] ?? 50);
const WRK = '/usr/bin/wrk';
if (!existsSync(WRK)) {
  console.error('This bench measures with wrk: apt-get install wrk');
  process.exit(1);
}

const dataDir = tempDir('gallery-read-rate-');
if (SOURCE) copyFileSync(SOURCE, path.join(dataDir, 'gallery.db'));
const server = await startServer(dataDir, { ...DEPLOYED_ENV, LOG_REQUESTS: '1', SEED_DEMO: SOURCE ? '0' : '1' });

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

/** Requests a second over `SECONDS`, by wrk with one thread and `CONNECTIONS` connections. */
async function rate(url: string, headers: Record<string, string> = {}, expected = 200): Promise<number> {
  const first = await fetch(url, { headers, decompress: false });
  await first.arrayBuffer();
  if (first.status !== expected) throw new Error(`${url} answered ${first.status}, not ${expected}`);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrk = Bun.spawn([WRK, '-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, ...headerArgs, url], {
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, code] = await Promise.all([new Response(wrk.stdout).text(), wrk.exited]);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  if (code !== 0 || !Number.isFinite(perSecond)) throw new Error(`wrk failed on ${url}:\n${out}`);
  // A 304 is what is asked for here; anything else that is no 2xx or 3xx means the figure counts errors.
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${url} answered errors under load:\n${out}`);
  return perSecond;
}

const gzip = { 'Accept-Encoding': 'gzip' };
const shop = (await (await fetch(`${server.url}/api/shop`)).json()) as { slug: string; img: { src: string } }[];
const work = shop[0];
if (!work) throw new Error('The catalogue has no works.');
const image = await fetch(new URL(work.img.src, server.url));
const imageTag = image.headers.get('ETag') ?? '';
await image.arrayBuffer();

/**
 * The rate of bench/read-floor.ts sending what the gallery sent for `url`: the ceiling for that answer here.
 * (The ratio printed beside it uses a fresh bare run, as the gallery's rounds do.)
 */
async function floorRate(url: string, headers: Record<string, string>, expected: number): Promise<number> {
  const sent = await fetch(url, { headers, decompress: false });
  const bytes = new Uint8Array(await sent.arrayBuffer());
  const file = path.join(dataDir, 'floor-answer.json');
  await Bun.write(
    file,
    JSON.stringify({
      status: sent.status,
      headers: [...sent.headers],
      body: sent.status === 304 ? null : Buffer.from(bytes).toString('base64'),
    }),
  );
  const port = await freePort();
  const floor = Bun.spawn([BUN, path.join(import.meta.dir, 'read-floor.ts'), String(port), file], {
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
  });
  const floorUrl = `http://127.0.0.1:${port}${new URL(url).pathname}`;
  try {
    while (
      !(await fetch(floorUrl).then(
        () => true,
        () => false,
      ))
    );
    return await rate(floorUrl, headers, expected);
  } finally {
    floor.kill();
    await floor.exited;
  }
}

try {
  /** Issue 26's goals, as ratios to the bare server: a cached list page, and an image's 304. */
  const goals: Record<string, number> = { '/api/shop/pages?limit=24': 0.5, media: 0.8 };
  const targets: [string, string, Record<string, string>, number][] = [
    ["GET /api/shop/pages?limit=24 (the shop page's first page, gzip)", '/api/shop/pages?limit=24', gzip, 200],
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
  console.log(
    `Bun ${Bun.version}, ${shop.length} works, wrk 1 thread ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, request log on`,
  );
  console.log(
    'floor: a bare Bun.serve reading the header the answer depends on and sending the same answer (bytes, headers, request id and log line), and no more',
  );
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
    const floor = await floorRate(`${server.url}${target}`, headers, expected);
    const floorRatio = floor / ((before + (await rate(bareUrl))) / 2);
    console.log(
      `${name}: ${median.measured.toFixed(0)} requests/s, ${median.ratio.toFixed(2)}x bare (rounds ${spread}); ` +
        `floor ${floor.toFixed(0)} requests/s, ${floorRatio.toFixed(2)}x bare: the gallery reaches ${(median.ratio / floorRatio).toFixed(2)} of it`,
    );
    const goal = goals[target.startsWith('/api/media/') ? 'media' : target];
    if (goal !== undefined) {
      console.log(`  goal ${goal}x: ${median.ratio >= goal ? 'met' : `missed by ${(goal - median.ratio).toFixed(2)}`}`);
    }
  }
  bares.sort((a, b) => a - b);
  console.log(`bare Bun.serve: ${bares[0]?.toFixed(0)} to ${bares.at(-1)?.toFixed(0)} requests/s`);
} finally {
  bare.kill();
  await bareOutput.done;
  await server.stop();
}
