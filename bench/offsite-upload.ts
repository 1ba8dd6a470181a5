import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from 'bun';
import { compress } from '../server/services/offsite-backup.ts';
import { S3_BUCKET, S3_KEY, startS3Server } from '../tests/s3-server.ts';
import { stallEnd, stallWatch } from './stall-watch.ts';

/**
 * `bun bench/offsite-upload.ts`: decision 024's numbers. Gzips a 50 MB database-like file (random bytes, the
 * worst case: photographs do not compress) as a scheduled backup does, then uploads the gzip to a local
 * S3-compatible server (s3rver) in 8 MiB parts, two at a time, with Bun's S3 client and with the AWS SDK
 * (@aws-sdk/client-s3 and @aws-sdk/lib-storage; `npm install --no-save` them first, they are not
 * dependencies). Each upload runs in a process of its own, so its peak memory is its own; the event loop's
 * longest stall during it says whether requests would have waited. The median of RUNS is printed.
 */

const RUNS = 3;
const MB = 50;
const PART = 8 * 1024 * 1024;
const SDK = '@aws-sdk/client-s3';
const SDK_UPLOAD = '@aws-sdk/lib-storage';

type Result = { ms: number; peakMiB: number; baseMiB: number; stallMs: number };

const [mode, client, file, endpoint] = process.argv.slice(2);
if (mode === '--child')
  console.log(JSON.stringify(await uploadOnce(client as string, file as string, endpoint as string)));
else await main();

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-offsite-'));
  const source = path.join(dir, 'gallery.db');
  writeFileSync(source, randomBytes(MB * 1024 * 1024));
  const stall = stallWatch();
  const started = performance.now();
  await compress(source, `${source}.gz`, PART);
  const gzipMs = performance.now() - started;
  console.log(
    `gzip of ${MB} MB (streamed, hashed): ${Math.round(gzipMs)} ms, event loop's longest stall ${stallEnd(stall)} ms`,
  );
  const gz = `${source}.gz`;
  const s3 = await startS3Server();
  try {
    for (const name of ['bun', 'aws-sdk']) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const child = Bun.spawn([process.execPath, import.meta.path, '--child', name, gz, s3.endpoint], {
          stdout: 'pipe',
          stderr: 'inherit',
        });
        const out = (await new Response(child.stdout).text()).trim();
        if ((await child.exited) !== 0 || !out.startsWith('{')) {
          console.log(`${name}: ${out || 'failed'}`);
          break;
        }
        runs.push(JSON.parse(out) as Result);
      }
      if (runs.length === 0) continue;
      const median = (pick: (r: Result) => number) => runs.map(pick).sort((a, b) => a - b)[runs.length >> 1];
      console.log(
        `${name.padEnd(8)} upload of ${(statSync(gz).size / 1024 / 1024).toFixed(1)} MiB: ${median((r) => r.ms)} ms, ` +
          `peak RSS ${median((r) => r.peakMiB)} MiB (${median((r) => r.baseMiB)} MiB before), ` +
          `longest stall ${median((r) => r.stallMs)} ms (median of ${runs.length})`,
      );
    }
  } finally {
    await s3.stop();
  }
}

async function uploadOnce(name: string, gz: string, endpoint: string): Promise<Result | string> {
  const credentials = { accessKeyId: S3_KEY, secretAccessKey: S3_KEY };
  const key = `bench/${name}-${process.pid}.db.gz`;
  let upload: () => Promise<unknown>;
  if (name === 'bun') {
    const s3 = new S3Client({ endpoint, bucket: S3_BUCKET, region: 'us-east-1', ...credentials });
    upload = () => s3.file(key, { partSize: PART, queueSize: 2 }).write(Bun.file(gz));
  } else {
    let sdk: Record<string, new (...args: unknown[]) => never>;
    let storage: Record<string, new (...args: unknown[]) => { done: () => Promise<unknown> }>;
    try {
      sdk = await import(SDK);
      storage = await import(SDK_UPLOAD);
    } catch {
      return `not installed (npm install --no-save ${SDK} ${SDK_UPLOAD})`;
    }
    const { S3Client: SdkClient } = sdk as { S3Client: new (config: unknown) => never };
    const { Upload } = storage as { Upload: new (options: unknown) => { done: () => Promise<unknown> } };
    const s3 = new SdkClient({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    const { createReadStream } = await import('node:fs');
    upload = () =>
      new Upload({
        client: s3,
        params: { Bucket: S3_BUCKET, Key: key, Body: createReadStream(gz) },
        partSize: PART,
        queueSize: 2,
      }).done();
  }
  Bun.gc(true);
  const baseMiB = Math.round(process.memoryUsage().rss / 1024 / 1024);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const stall = stallWatch();
  const started = performance.now();
  await upload();
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, peakMiB: Math.round(peak / 1024 / 1024), baseMiB, stallMs: stallEnd(stall) };
}
