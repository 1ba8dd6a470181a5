import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../server/db/client.ts';
import { configureSharpForSmallServer, insertImage, prepareImage } from '../server/services/images.ts';
import { tempDir } from '../tests/api/helpers.ts';
import { startServer } from '../tests/api/server-process.ts';
import { DEPLOYED_ENV, mb, rssMb, sampleMemory } from './server-memory.ts';

/**
 * `bun bench/og-preview.ts [width] [height] [requests]`: link-preview pictures under attack (issue 27). The
 * tallest image an upload accepts (4 x 10,000,000 pixels: the 40-megapixel limit at the tallest side the image
 * library reads) is stored, then a real server on 127.0.0.1 gets 100 anonymous requests at once for its
 * preview (/api/media/og/{hash}.jpg), twice: with the preview made at upload, as every image now has, and
 * with it removed, as for an image stored before previews were made on upload (it is then made once, in an
 * image process of its own). Prints the server's peak memory above idle, alone and with its image process.
 * Goal: under 50 MB above idle for the server.
 */

const WIDTH = Number(process.argv[2] ?? 4);
const HEIGHT = Number(process.argv[3] ?? 10_000_000);
const REQUESTS = Number(process.argv[4] ?? 100);
const GOAL_MB = 50;

const dataDir = tempDir('gallery-og-');
const file = path.join(dataDir, 'gallery.db');
configureSharpForSmallServer();
const db = openDatabase(file);
const picture = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#a33' } })
  .png()
  .toBuffer();
const prepared = await prepareImage(picture);
const imageId = insertImage(db.orm, { slug: 'tallest', title: 'Tallest', alt: 'The tallest picture' }, prepared);
console.log(
  `image: ${prepared.width} x ${prepared.height} ${prepared.contentType}, ${(picture.byteLength / 1024).toFixed(0)} KB uploaded; preview ${prepared.preview.width} x ${prepared.preview.height}`,
);

const server = await startServer(dataDir, DEPLOYED_ENV);
const pid = server.child.pid;
const url = `${server.url}/api/media/og/${prepared.hash}.jpg`;

async function burst(label: string) {
  await Bun.sleep(2000);
  const idle = rssMb(pid);
  const memory = sampleMemory(pid, 20);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: REQUESTS }, async () => {
      const res = await fetch(url);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const ms = performance.now() - started;
  await Bun.sleep(200);
  const peak = memory.stop();
  const treePeak = memory.treePeak();
  const counted = new Map<number, number>();
  for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1);
  console.log(
    `${label}: ${REQUESTS} requests at once in ${ms.toFixed(0)} ms, answers ${[...counted].map(([s, n]) => `${s} ×${n}`).join(', ')}`,
  );
  console.log(
    `  server ${mb(idle)} idle, peak ${mb(peak)}: ${mb(peak - idle)} above idle; with its image process ${mb(treePeak - idle)} above idle`,
  );
  return { above: peak - idle, ok: statuses.every((s) => s === 200) };
}

const stored = await burst('preview made at upload');
db.raw.run('DELETE FROM image_previews WHERE image_id = ?', imageId);
const made = await burst('preview made on the first request');
db.raw.close();
await server.stop();

const met = stored.above < GOAL_MB && made.above < GOAL_MB && stored.ok && made.ok;
console.log(`goal (under ${GOAL_MB} MB above idle, every answer 200): ${met ? 'goal met' : 'GOAL NOT MET'}`);
process.exit(met ? 0 : 1);
