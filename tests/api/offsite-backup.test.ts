import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync, truncateSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { compress, pruneCopies, verifyStored } from '../../server/services/offsite-backup.ts';
import { sendOffsite } from '../../server/services/offsite-send.ts';
import { openStore } from '../../server/services/offsite-store.ts';
import { startS3Server } from '../s3-server.ts';
import { openTestApp, tempDir } from './helpers.ts';
import {
  bucketClient,
  configFor,
  keysUnder,
  localBackup,
  offsiteEnv,
  offsiteOf,
  offsiteState,
} from './offsite-fixtures.ts';
import { allowConsoleErrors } from './setup.ts';

const s3 = await startS3Server();
afterAll(() => s3.stop());

const MiB = 1024 * 1024;
const at = new Date('2026-11-28T03:00:00Z');
const quiet = { log: () => {} };

describe('an off-site copy of a scheduled backup', () => {
  const ctx = openTestApp({ env: offsiteEnv(s3) });
  const offsite = offsiteOf(ctx.config);
  let local: string;

  beforeAll(() => {
    local = localBackup(ctx.db, ctx.dir, at);
  });
  afterAll(() => ctx.close());

  test('is the gzipped backup under the prefix, with its SHA-256 beside it, recorded as the last good one', async () => {
    const copy = await sendOffsite(ctx.db, offsite, local, at, quiet);
    const url = `s3://gallery-backups/${offsite.prefix}/gallery-20261128-0300.db.gz`;
    expect(copy?.url).toBe(url);
    expect(await keysUnder(s3, ctx.config)).toEqual([
      'gallery-20261128-0300.db.gz',
      'gallery-20261128-0300.db.gz.sha256',
    ]);

    const bucket = bucketClient(s3);
    const stored = new Uint8Array(await bucket.file(`${offsite.prefix}/gallery-20261128-0300.db.gz`).arrayBuffer());
    expect(gunzipSync(stored).equals(readFileSync(local))).toBe(true);
    const checksum = await bucket.file(`${offsite.prefix}/gallery-20261128-0300.db.gz.sha256`).text();
    expect(checksum).toBe(
      `${new Bun.CryptoHasher('sha256').update(stored).digest('hex')}  gallery-20261128-0300.db.gz\n`,
    );

    expect(offsiteState(ctx.db)).toMatchObject({ lastGoodName: url, lastGoodBytes: stored.length, failedRuns: 0 });
  });

  test('that reads back short is deleted and reported, not kept as good', async () => {
    const store = openStore(offsite);
    const key = store.key('gallery-20261128-0300.db.gz');
    const digest = await compress(local, `${local}.check.gz`);
    truncateSync(s3.objectFile(key), 100); // as a provider that lost the end of it would answer
    await expect(verifyStored(store, key, digest)).rejects.toThrow(
      new RegExp(`reads back as 100 bytes, not the ${digest.bytes} sent; it was deleted`),
    );
    expect(await keysUnder(s3, ctx.config)).toEqual(['gallery-20261128-0300.db.gz.sha256']);
  });
});

test('a large database goes up in parts and comes back whole', async () => {
  const ctx = openTestApp({ env: offsiteEnv(s3) });
  const local = localBackup(ctx.db, ctx.dir, at, 12 * MiB); // random bytes: the gzip stays over 10 MiB
  const before = s3.partsStored();
  const copy = await sendOffsite(ctx.db, offsiteOf(ctx.config), local, at, { ...quiet, partBytes: 5 * MiB });
  expect(copy?.bytes).toBeGreaterThan(10 * MiB);
  expect(s3.partsStored() - before).toBe(3);
  const stored = await bucketClient(s3)
    .file(`${offsiteOf(ctx.config).prefix}/gallery-20261128-0300.db.gz`)
    .bytes();
  expect(gunzipSync(stored).equals(readFileSync(local))).toBe(true);
  ctx.close();
}, 60_000);

describe('retention', () => {
  const config = configFor(tempDir(), offsiteEnv(s3, { BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '3' }));
  const offsite = offsiteOf(config);
  const store = openStore(offsite);
  /** A copy by its name only: retention reads names and checksums, never the contents. */
  const put = async (stamp: string, complete = true) => {
    await store.putText(store.key(`gallery-${stamp}.db.gz`), 'x');
    if (complete) await store.putText(store.key(`gallery-${stamp}.db.gz.sha256`), 'x');
  };

  test('keeps the newest of each recent day, week and month, and deletes the rest with their checksums', async () => {
    // Nightly copies through November 2026, two on the 30th; a test clock on Monday 30 November.
    for (let day = 1; day <= 30; day += 1) await put(`202611${String(day).padStart(2, '0')}-0300`);
    await put('20261130-1500');
    await put('20261015-0300');
    await put('20250101-0300');
    const removed = await pruneCopies(store, new Date('2026-11-30T18:00:00Z'), offsite.keep);
    expect(removed).toContain('gallery-20250101-0300.db.gz');
    const kept = (await keysUnder(s3, config)).filter((key) => key.endsWith('.gz'));
    expect(kept).toEqual([
      'gallery-20261015-0300.db.gz', // October's newest (monthly, 12)
      'gallery-20261122-0300.db.gz', // the newest of the week before last, 16-22 November (weekly, 3)
      'gallery-20261128-0300.db.gz', // the last three days (daily, 3)
      'gallery-20261129-0300.db.gz',
      'gallery-20261130-1500.db.gz', // the 30th's newest, which is also this week's and month's
    ]);
    expect(await keysUnder(s3, config)).toHaveLength(10); // each with its .sha256
  });

  test('never deletes the newest good copy, however old, nor counts an unfinished one as good', async () => {
    const dormant = configFor(tempDir(), offsiteEnv(s3, { BACKUP_KEEP_DAILY: '1', BACKUP_KEEP_WEEKLY: '0' }));
    const old = openStore({ ...offsiteOf(dormant) });
    await old.putText(old.key('gallery-20240101-0300.db.gz'), 'x');
    await old.putText(old.key('gallery-20240101-0300.db.gz.sha256'), 'x');
    await old.putText(old.key('gallery-20240102-0300.db.gz'), 'x'); // its upload was cut off
    const later = new Date('2026-11-30T00:00:00Z');
    expect(await pruneCopies(old, later, { daily: 1, weekly: 0, monthly: 0 })).toEqual([]);
    expect(await keysUnder(s3, dormant)).toEqual([
      'gallery-20240101-0300.db.gz',
      'gallery-20240101-0300.db.gz.sha256',
      'gallery-20240102-0300.db.gz',
    ]);
  });
});

test('wrong keys: one clear failure naming the setting, recorded, and the keys never printed', async () => {
  allowConsoleErrors();
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(' '));
  const secret = 'wrong-secret-never-shown';
  const ctx = openTestApp({
    env: offsiteEnv(s3, { BACKUP_S3_ACCESS_KEY_ID: 'NOT-A-KEY', BACKUP_S3_SECRET_ACCESS_KEY: secret }),
  });
  try {
    const local = localBackup(ctx.db, ctx.dir, at);
    expect(await sendOffsite(ctx.db, offsiteOf(ctx.config), local, at, quiet)).toBeNull();
    const state = offsiteState(ctx.db);
    expect(state?.lastFailure).toMatch(/^Attempt 1 of 6: BACKUP_S3_ACCESS_KEY_ID is not known to 127\.0\.0\.1:\d+/);
    expect(state?.lastFailure).toContain('Given up until the next backup.');
    expect(state).toMatchObject({ failedRuns: 1, lastGoodAt: null });
    expect(errors.join('\n')).toContain('BACKUP_S3_ACCESS_KEY_ID is not known');
    expect(errors.join('\n')).not.toContain(secret);
    expect(errors.join('\n')).not.toContain('NOT-A-KEY');
  } finally {
    console.error = original;
    ctx.close();
  }
});
