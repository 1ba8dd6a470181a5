import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { OffsiteConfig } from '../config.ts';
import { runningServerPid } from '../lib/pid-file.ts';
import { CHECKSUM_SUFFIX, listCopies } from './offsite-backup.ts';
import { explain, OffsiteError, openStore } from './offsite-store.ts';
import { RestoreError, type RestoreReport, type RestoreTarget, restoreDatabase, STOP_FIRST } from './restore.ts';

// Downloaded, checked against the `.sha256` written after the upload was read back, unzipped, and then handed
// to the local restore, which runs integrity_check and will not touch a running server's database.

export type OffsiteSource = { latest: true } | { url: string };

export function parseS3Url(url: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(url);
  if (!match?.[2]?.endsWith('.db.gz')) {
    throw new RestoreError(`${url} is not an off-site copy's address (s3://bucket/prefix/gallery-….db.gz).`);
  }
  return { bucket: match[1] as string, key: match[2] };
}

export async function restoreFromOffsite(
  source: OffsiteSource,
  offsite: OffsiteConfig | null,
  target: RestoreTarget,
  now = new Date(),
): Promise<RestoreReport & { url: string }> {
  if (!offsite) {
    throw new RestoreError('BACKUP_S3_URL is not set: set it and the other BACKUP_S3_ settings to restore from it.');
  }
  // Before a download that could be large: the restore would refuse anyway.
  const pid = runningServerPid(target.dataDir);
  if (pid !== null) {
    throw new RestoreError(`A server (pid ${pid}) is running on ${target.dataDir}. ${STOP_FIRST}`);
  }
  const folder = path.join(target.dataDir, 'offsite-download');
  mkdirSync(folder, { recursive: true });
  try {
    const file = await downloadCopy(source, offsite, folder);
    return { ...restoreDatabase(file.db, target, now), url: file.url };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(explain(error, offsite, 'download the copy').message);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Into `folder`: the copy checked against its `.sha256`, and unzipped beside it. */
export async function downloadCopy(
  source: OffsiteSource,
  offsite: OffsiteConfig,
  folder: string,
): Promise<{ url: string; db: string; bytes: number }> {
  let store = openStore(offsite);
  let key: string;
  if ('latest' in source) {
    const newest = (await listCopies(store)).find((copy) => copy.complete);
    if (!newest) throw new RestoreError(`There is no complete copy under ${store.url(store.prefix)}.`);
    key = newest.key;
  } else {
    const parsed = parseS3Url(source.url);
    store = openStore({ ...offsite, bucket: parsed.bucket, prefix: '' });
    key = parsed.key;
  }
  const url = store.url(key);
  const expected = await checksumOf(store, key);
  const gz = path.join(folder, path.basename(key));
  const sha256 = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha256.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(store.stream(key) as never), hashing, createWriteStream(gz));
  const actual = sha256.digest('hex');
  if (actual !== expected) {
    throw new RestoreError(
      `${url} does not match its checksum (SHA-256 ${actual}, expected ${expected}): it is damaged; ` +
        'restore an older copy (name it, or list them with your provider).',
    );
  }
  const db = gz.replace(/\.gz$/, '');
  try {
    await pipeline(createReadStream(gz), createGunzip(), createWriteStream(db));
  } catch (error) {
    throw new RestoreError(`${url} passed its checksum but does not unzip: ${(error as Error).message}`);
  }
  return { url, db, bytes: statSync(gz).size };
}

async function checksumOf(store: ReturnType<typeof openStore>, key: string): Promise<string> {
  try {
    const line = await store.text(key + CHECKSUM_SUFFIX);
    const hex = /^[0-9a-f]{64}/.exec(line.trim())?.[0];
    if (hex) return hex;
  } catch (error) {
    if (!(error instanceof OffsiteError) || error.transient) throw error;
    const missing = /NoSuchKey/.test(error.message);
    if (!missing) throw error;
  }
  throw new RestoreError(
    `${store.url(key)} has no readable ${CHECKSUM_SUFFIX} beside it: it is not a complete copy, or not one of ours.`,
  );
}
