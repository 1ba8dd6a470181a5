import sharp from 'sharp';
import { tempDir } from '../tests/api/helpers.ts';
import { startServer } from '../tests/api/server-process.ts';
import { ADMIN, DEPLOYED_ENV, mb, rssMb, sampleMemory, signIn } from './server-memory.ts';

/**
 * `bun bench/load.ts [seconds] [connections] [uploaders]`: a real server on 127.0.0.1 with the demo content, 200
 * connections reading public pages and API answers for 60 s while staff upload 12-megapixel photographs,
 * four at a time, for as long as the load runs. Prints the server's memory after the seed, its peak under
 * load (goal under 250 MB) and with its short-lived image processes counted, a minute after (goal under 150 MB), and the public requests that failed (goal 0).
 * Uploads refused with 503 (the queue is full) are counted apart: they are the server saying "later".
 */

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 200);
const UPLOADERS = Number(process.argv[4] ?? 4);
const PUBLIC_PATHS = ['/', '/shop', '/artists', '/api/shop', '/api/artists', '/api/blog', '/api/site', '/api/health'];

/** A 4000 x 3000 photograph stand-in: smooth light with fine grain, which JPEG compresses like a real photo. */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const grain = (state >>> 26) - 32;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = Math.max(0, Math.min(255, 90 + (x * 120) / width + grain));
    pixels[i + 1] = Math.max(0, Math.min(255, 70 + (y * 110) / height + grain));
    pixels[i + 2] = Math.max(0, Math.min(255, 140 - (x * 60) / width + grain));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const photos = await Promise.all(Array.from({ length: UPLOADERS }, (_, i) => photo(i + 1)));
const server = await startServer(tempDir('gallery-load-'), {
  SEED_DEMO: '1',
  ...DEPLOYED_ENV,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const pid = server.child.pid;
const cookie = await signIn(server);
await Bun.sleep(2000);
const idle = rssMb(pid);

const memory = sampleMemory(pid, 100);
const until = Date.now() + SECONDS * 1000;
const counts = { public: 0, failed: 0, uploads: 0, busy: 0, uploadFailed: 0 };
const failures = new Map<string, number>();
const latencies: number[] = [];

async function reader(n: number) {
  for (let i = n; Date.now() < until; i += 1) {
    const target = PUBLIC_PATHS[i % PUBLIC_PATHS.length] as string;
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${target}`);
      await res.arrayBuffer();
      counts.public += 1;
      latencies.push(performance.now() - started);
      if (!res.ok) {
        counts.failed += 1;
        failures.set(`${target} ${res.status}`, (failures.get(`${target} ${res.status}`) ?? 0) + 1);
      }
    } catch (error) {
      counts.failed += 1;
      const key = `${target} ${(error as Error).name}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  }
}

async function uploader(n: number) {
  for (let i = 0; Date.now() < until; i += 1) {
    const form = new FormData();
    const slug = `load-photo-${n}-${i}`;
    form.set('title', `Load photo ${n}-${i}`);
    form.set('alt', 'A photograph uploaded under load');
    form.set('slug', slug);
    form.set('img', new File([new Uint8Array(photos[n] as Buffer)], 'photo.jpg', { type: 'image/jpeg' }));
    const res = await fetch(`${server.url}/api/admin/image/new`, {
      method: 'POST',
      headers: { Origin: server.origin, Cookie: cookie },
      body: form,
    });
    await res.arrayBuffer();
    if (res.status === 201) counts.uploads += 1;
    else if (res.status === 503) {
      counts.busy += 1;
      await Bun.sleep(Number(res.headers.get('Retry-After') ?? 1) * 1000);
    } else counts.uploadFailed += 1;
  }
}

const started = performance.now();
await Promise.all([
  ...Array.from({ length: CONNECTIONS }, (_, n) => reader(n)),
  ...Array.from({ length: UPLOADERS }, (_, n) => uploader(n)),
]);
const elapsed = (performance.now() - started) / 1000;
const peak = memory.stop();
const justAfter = rssMb(pid);
await Bun.sleep(Number(process.argv[5] ?? 60) * 1000);
const minuteAfter = rssMb(pid);
await server.stop();

latencies.sort((a, b) => a - b);
const pct = (p: number) => (latencies[Math.floor((latencies.length - 1) * p)] ?? 0).toFixed(0);
console.log(
  `${CONNECTIONS} public connections and ${UPLOADERS} uploaders of 12-megapixel JPEGs for ${elapsed.toFixed(0)} s`,
);
console.log(`public requests: ${counts.public} (${(counts.public / elapsed).toFixed(0)}/s), failed: ${counts.failed}`);
for (const [key, n] of failures) console.log(`  ${key}: ${n}`);
console.log(`public latency: median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms`);
console.log(`uploads stored: ${counts.uploads}; refused as busy (503): ${counts.busy}; failed: ${counts.uploadFailed}`);
console.log(`server memory: ${mb(idle)} after the demo seed, peak ${mb(peak)} under load (goal under 250 MB)`);
console.log(`  with its image processes: peak ${mb(memory.treePeak())} together`);
console.log(`  ${mb(justAfter)} when the load stopped, ${mb(minuteAfter)} a minute after (goal under 150 MB)`);
const met = peak < 250 && minuteAfter < 150 && counts.failed === 0 && counts.uploadFailed === 0;
console.log(met ? 'goal met' : 'GOAL NOT MET');
process.exit(met ? 0 : 1);
