import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Keep } from './offsite-retention.ts';
import { copiesToDelete } from './offsite-retention.ts';
import { OffsiteError, PART_BYTES, type Store } from './offsite-store.ts';

// Issue 30: a checked local backup, gzipped as a stream, uploaded, read back, and only then given its checksum
// file: a copy with a `.sha256` beside it is a complete one, and restores insist on it.

export const OFFSITE_NAME = /^gallery-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})\.db\.gz$/;
export const CHECKSUM_SUFFIX = '.sha256';

export type Digest = { bytes: number; sha256: string; md5: string; multipartEtag: string };
export type OffsiteCopy = { url: string; name: string; bytes: number; sha256: string };
export type StoredCopy = { key: string; name: string; at: Date; bytes: number; complete: boolean };

/** UTC, to the minute: gallery-YYYYMMDD-HHMM.db.gz. */
export function offsiteName(at: Date): string {
  const iso = at.toISOString();
  return `gallery-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.db.gz`;
}

// zlib works on libuv's threads and the hashes see 64 KiB at a time, so requests keep flowing meanwhile.
export async function compress(source: string, target: string, partBytes = PART_BYTES): Promise<Digest> {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  const partMd5s: Buffer[] = [];
  let part: Hash = createHash('md5');
  let inPart = 0;
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha256.update(chunk);
      md5.update(chunk);
      bytes += chunk.length;
      for (let at = 0; at < chunk.length; ) {
        const take = Math.min(partBytes - inPart, chunk.length - at);
        part.update(chunk.subarray(at, at + take));
        at += take;
        inPart += take;
        if (inPart === partBytes) {
          partMd5s.push(part.digest());
          part = createHash('md5');
          inPart = 0;
        }
      }
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(source), createGzip({ level: 6 }), hashing, createWriteStream(target));
  if (inPart > 0 || partMd5s.length === 0) partMd5s.push(part.digest());
  const multipartEtag = `${createHash('md5').update(Buffer.concat(partMd5s)).digest('hex')}-${partMd5s.length}`;
  return { bytes, sha256: sha256.digest('hex'), md5: md5.digest('hex'), multipartEtag };
}

export async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/** Uploads a checked local backup; resolves once the stored object is known to be the bytes sent. */
export async function uploadCopy(
  store: Store,
  localBackup: string,
  at: Date,
  options: { partBytes?: number } = {},
): Promise<OffsiteCopy> {
  const name = offsiteName(at);
  const key = store.key(name);
  const gz = `${localBackup}.gz.partial`;
  try {
    const digest = await compress(localBackup, gz, options.partBytes);
    await store.putFile(key, gz, 'application/gzip');
    await verifyStored(store, key, digest);
    await store.putText(`${key}${CHECKSUM_SUFFIX}`, `${digest.sha256}  ${name}\n`);
    return { url: store.url(key), name, bytes: digest.bytes, sha256: digest.sha256 };
  } finally {
    rmSync(gz, { force: true });
  }
}

export async function verifyStored(store: Store, key: string, digest: Digest): Promise<void> {
  const stat = await store.stat(key);
  let problem: string | null = null;
  if (stat.bytes !== digest.bytes) {
    problem = `reads back as ${stat.bytes} bytes, not the ${digest.bytes} sent`;
  } else if (stat.etag !== digest.md5 && stat.etag !== digest.multipartEtag) {
    // Not an MD5 of ours (encryption at rest, another part size): read the object back whole instead.
    const sha256 = await sha256OfStream(store.stream(key));
    if (sha256 !== digest.sha256) problem = `reads back with SHA-256 ${sha256}, not ${digest.sha256}`;
  }
  if (problem === null) return;
  await store.remove(key).catch(() => {});
  throw new OffsiteError(`${store.url(key)} ${problem}; it was deleted, to be sent again.`, true);
}

export async function listCopies(store: Store): Promise<StoredCopy[]> {
  const objects = await store.list();
  const keys = new Set(objects.map((object) => object.key));
  const copies: StoredCopy[] = [];
  for (const object of objects) {
    const name = object.key.slice(store.prefix ? store.prefix.length + 1 : 0);
    const match = OFFSITE_NAME.exec(name);
    if (!match) continue;
    const [, y, mo, d, h, mi] = match;
    const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
    copies.push({ key: object.key, name, at, bytes: object.bytes, complete: keys.has(object.key + CHECKSUM_SUFFIX) });
  }
  return copies.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Deletes the copies past their retention (and their checksums); returns their names. */
export async function pruneCopies(store: Store, now: Date, keep: Keep): Promise<string[]> {
  const stale = copiesToDelete(await listCopies(store), now, keep);
  for (const copy of stale) {
    await store.remove(copy.key);
    await store.remove(copy.key + CHECKSUM_SUFFIX);
  }
  return stale.map((copy) => copy.name);
}
