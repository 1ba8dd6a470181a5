import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mailOutbox } from '../../server/db/schema/index.ts';
import { sendOffsite } from '../../server/services/offsite-send.ts';
import { deliverDue, enqueueMail } from '../../server/services/outbox.ts';
import { FAKE_RESEND_KEY, type FakeResend, startFakeResend } from '../fakes/resend.ts';
import { startS3Server } from '../s3-server.ts';
import { createTestApp, openTestApp, tempDir, testClock } from './helpers.ts';
import { localBackup, offsiteEnv, offsiteOf } from './offsite-fixtures.ts';
import { runCommand } from './server-process.ts';

const s3 = await startS3Server();
afterAll(() => s3.stop());

const HOUR = 3_600_000;
const mail = (subject: string) => ({ to: 'collector@example.com', subject, text: subject, html: `<p>${subject}</p>` });

describe('npm run restore -- --latest', () => {
  const env = offsiteEnv(s3);
  let source: Awaited<ReturnType<typeof createTestApp>>;
  let shop: unknown;

  beforeAll(async () => {
    const clock = testClock(new Date('2026-11-28T03:00:00Z'));
    source = await createTestApp({ seed: true, env, clock });
    shop = await (await source.app.request('/api/shop')).json();
    // The outbox as a crash left it, by the restore's (real) time: a mail of two days ago, one of half an hour.
    enqueueMail(source.db.orm, mail('Your enquiry of last week'), new Date(Date.now() - 48 * HOUR));
    enqueueMail(source.db.orm, mail('Your enquiry of just now'), new Date(Date.now() - HOUR / 2));
    const offsite = offsiteOf(source.config);
    const older = localBackup(source.db, source.dir, new Date('2026-11-27T03:00:00Z'));
    await sendOffsite(source.db, offsite, older, new Date('2026-11-27T03:00:00Z'), { log: () => {} });
    const newest = localBackup(source.db, source.dir, clock.now());
    await sendOffsite(source.db, offsite, newest, clock.now(), { log: () => {} });
  }, 120_000);
  afterAll(() => source.close());

  test('restores the newest copy into a fresh folder, where the site reads the same content', async () => {
    const fresh = tempDir('gallery-from-offsite-');
    const result = await runCommand('restore', ['--latest'], { ...env, DATA_DIR: fresh });
    const url = `s3://gallery-backups/${offsiteOf(source.config).prefix}/gallery-20261128-0300.db.gz`;
    expect(result.stdout).toContain(`Restored ${url} (checksum ok) to ${path.join(fresh, 'gallery.db')}`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(path.join(fresh, 'offsite-download'))).toBe(false);

    const restored = openTestApp({ dir: fresh });
    try {
      const res = await restored.app.request('/api/shop');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(shop);
    } finally {
      restored.close();
    }
  }, 60_000);

  test('holds the pending mails older than 6 h, and sends the newer ones', async () => {
    const fresh = tempDir('gallery-from-offsite-');
    const result = await runCommand('restore', ['--latest'], { ...env, DATA_DIR: fresh });
    expect(result.stdout).toContain('1 e-mail(s) waiting in its outbox for over 6 h are held, not sent');

    const resend: FakeResend = startFakeResend();
    const restored = openTestApp({ dir: fresh, env: { ...resend.env, RESEND_API_KEY: FAKE_RESEND_KEY } });
    try {
      // The site's clock is today's, as after any restore: the held mail stays held however often it runs.
      restored.clock.advance(Date.now() - restored.clock.now().getTime());
      expect(await deliverDue(restored.deps, { log: () => {} })).toMatchObject({ sent: 1, dead: 0 });
      expect(await deliverDue(restored.deps, { log: () => {} })).toMatchObject({ sent: 0 });
      expect(resend.deliveries.map((d) => d.subject)).toEqual(['Your enquiry of just now']);
      const rows = restored.db.orm.select().from(mailOutbox).orderBy(mailOutbox.id).all();
      expect(rows.map((r) => [r.subject, r.status])).toEqual([
        ['Your enquiry of last week', 'held'],
        ['Your enquiry of just now', 'sent'],
      ]);
      expect(rows[0]?.lastError).toMatch(/^Held: pending when the database was restored on/);
    } finally {
      restored.close();
      resend.stop();
    }
  }, 60_000);

  test('refuses a copy damaged in storage, leaving the folder without a database', async () => {
    const prefix = offsiteOf(source.config).prefix;
    const object = s3.objectFile(`${prefix}/gallery-20261127-0300.db.gz`);
    const bytes = readFileSync(object);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(object, bytes);
    const fresh = tempDir('gallery-from-offsite-');
    const url = `s3://gallery-backups/${prefix}/gallery-20261127-0300.db.gz`;
    const result = await runCommand('restore', [url], { ...env, DATA_DIR: fresh });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${url} does not match its checksum`);
    expect(existsSync(path.join(fresh, 'gallery.db'))).toBe(false);
  }, 60_000);

  test("refuses to replace a running server's database before downloading anything", async () => {
    const live = tempDir('gallery-live-');
    writeFileSync(path.join(live, 'server.pid'), `${process.pid}\n`); // this test runner: a live process
    const result = await runCommand('restore', ['--latest'], { ...env, DATA_DIR: live });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`A server (pid ${process.pid}) is running on ${live}`);
    expect(result.stderr).toContain('Stop the server before restoring');
    expect(existsSync(path.join(live, 'offsite-download'))).toBe(false);
  });

  test('with a wrong key, names the setting and prints no key', async () => {
    const secret = 'not-the-secret-key';
    const wrong = { ...env, BACKUP_S3_ACCESS_KEY_ID: 'NOT-A-KEY', BACKUP_S3_SECRET_ACCESS_KEY: secret };
    const result = await runCommand('restore', ['--latest'], { ...wrong, DATA_DIR: tempDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^BACKUP_S3_ACCESS_KEY_ID is not known to 127\.0\.0\.1:\d+ \(InvalidAccessKeyId/);
    expect(result.stderr + result.stdout).not.toContain(secret);
    const partial = await runCommand('restore', ['--latest'], { ...env, BACKUP_S3_REGION: '', DATA_DIR: tempDir() });
    expect(partial.stderr).toContain('Configuration error: BACKUP_S3_REGION must be set when BACKUP_S3_URL is');
  });
});
