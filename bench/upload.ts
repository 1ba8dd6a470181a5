import { rmSync } from 'node:fs';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { images, imageVariants, users } from '../server/db/schema/index.ts';
import { createSession } from '../server/services/sessions.ts';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * `bun bench/upload.ts`: how long staff wait for `POST /api/admin/image/new` with a 3000 x 2000 JPEG, a
 * typical camera photo, measured through the whole app in-process (multipart parsing, type detection, the
 * header check, decoding, the thorough re-encode, five WebP variants, the one transaction that stores them).
 * The network is not in it: add the file's size over the staff's upload speed.
 */

const RUNS = 5;
const ORIGIN = 'http://localhost:3000';

/** A photograph stand-in: smooth light with fine grain, which JPEG compresses about as a real photo. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const grain = (state >>> 26) - 32;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 90 + (x * 120) / width + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 70 + (y * 110) / height + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 140 - (x * 60) / width + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const { app, db, dir } = openTestApp({
  dir: tempDir('gallery-bench-upload-'),
  clock: systemClock(),
  clientAddress: 'connection',
});
const user = db.orm.insert(users).values({ email: 'bench@gallery.example', passwordHash: 'x' }).returning().get();
const cookie = `session=${createSession(db, user.id, new Date())}`;

const times: number[] = [];
let fileBytes = 0;
for (let run = 0; run < RUNS; run += 1) {
  const jpeg = await photo(3000, 2000, run + 1);
  fileBytes = jpeg.byteLength;
  const form = new FormData();
  form.set('title', `Bench photo ${run}`);
  form.set('alt', 'A benchmark photograph');
  form.set('slug', `bench-photo-${run}`);
  form.set('img', new File([new Uint8Array(jpeg)], 'photo.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const res = await app.request('/api/admin/image/new', {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`Upload ${run} answered ${res.status}: ${await res.text()}`);
  times.push(ms);
}

const stored = db.orm.select({ n: count() }).from(imageVariants).get()?.n ?? 0;
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(`Upload of a 3000 x 2000 JPEG (${(fileBytes / 1024 / 1024).toFixed(1)} MiB), ${RUNS} runs, in-process:`);
console.log(
  `  median ${median.toFixed(0)} ms, fastest ${sorted[0]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms`,
);
console.log(`  ${db.orm.select({ n: count() }).from(images).get()?.n} images stored with ${stored} WebP variants`);
db.raw.close();
rmSync(dir, { recursive: true, force: true });
