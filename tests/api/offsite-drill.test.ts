import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema/index.ts';
import { recordedDrill } from '../../server/services/backup-drill.ts';
import { backupState } from '../../server/services/backup-status.ts';
import { offsiteName, uploadCopy } from '../../server/services/offsite-backup.ts';
import { sendOffsite } from '../../server/services/offsite-send.ts';
import { openStore } from '../../server/services/offsite-store.ts';
import { enqueueMail } from '../../server/services/outbox.ts';
import { FAKE_RESEND_KEY, type FakeResend, startFakeResend } from '../fakes/resend.ts';
import { startS3Server } from '../s3-server.ts';
import { createAdminApp } from './admin-fixtures.ts';
import { builtClient, testClock } from './helpers.ts';
import { localBackup, offsiteEnv, offsiteOf } from './offsite-fixtures.ts';
import { runCommand } from './server-process.ts';

const s3 = await startS3Server();
const resend: FakeResend = startFakeResend();
afterAll(async () => {
  resend.stop();
  await s3.stop();
});

const OWNER = 'staff@gallery.example';
const quiet = { log: () => {} };
const clientDir = builtClient();

type Site = Awaited<ReturnType<typeof createAdminApp>>;

const ownerMails = (site: Site) => site.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, OWNER)).all();
const drillFolders = (site: Site) => readdirSync(site.dir).filter((name) => name.startsWith('drill-'));

/** A local backup of the site as it is now, sent off-site under its clock's time. */
async function sendCopy(site: Site) {
  const at = site.clock.now();
  const copy = await sendOffsite(site.db, offsiteOf(site.config), localBackup(site.db, site.dir, at), at, quiet);
  if (!copy) throw new Error('The copy was not sent.');
  site.clock.advance(60 * 60_000);
  return copy;
}

describe('the restore drill', () => {
  let site: Site;

  beforeAll(async () => {
    const env = { ...offsiteEnv(s3), ...resend.env, RESEND_API_KEY: FAKE_RESEND_KEY };
    site = await createAdminApp({ seed: true, env, clock: testClock(new Date('2026-11-28T03:00:00Z')) });
    // Waiting in the copy's outbox: the drill must not send it.
    enqueueMail(
      site.db.orm,
      { to: 'collector@example.com', subject: 'Old', text: 'Old', html: '<p>Old</p>' },
      new Date(),
    );
  }, 60_000);
  afterAll(() => site.close());

  test('restores the newest copy, reads the home page, a work and the inbox from it, and records it', async () => {
    await sendCopy(site);
    const newest = await sendCopy(site);
    const outcome = await recordedDrill(site.db, site.config, { clientDir });
    if (!outcome.ok) throw new Error(outcome.reason);
    const shop = (await (await site.app.request('/api/shop/pages?limit=1')).json()) as { items: { slug: string }[] };
    const { url, work, inbox } = outcome.report;
    expect([url, work]).toEqual([newest.url, shop.items[0]?.slug as string]);
    expect(inbox).toBeGreaterThanOrEqual(0);

    expect(backupState(site.db, 'drill')).toMatchObject({ lastGoodName: newest.url, failingSince: null });
    expect(drillFolders(site)).toEqual([]);
    expect(resend.deliveries).toEqual([]);
    expect(ownerMails(site)).toEqual([]);
  }, 60_000);

  test('finds a copy damaged in storage, reports it, and e-mails the owners once for the run', async () => {
    const copy = await sendCopy(site);
    const key = `${offsiteOf(site.config).prefix}/${copy.name}`;
    const stored = readFileSync(s3.objectFile(key));
    const middle = Math.floor(stored.length / 2);
    stored[middle] = (stored[middle] ?? 0) ^ 0xff;
    writeFileSync(s3.objectFile(key), stored);

    const first = await recordedDrill(site.db, site.config, { clientDir });
    expect(first).toEqual({ ok: false, reason: expect.stringContaining(`${copy.url} does not match its checksum`) });
    const failed = backupState(site.db, 'drill');
    expect(failed).toMatchObject({ failedRuns: 1, lastFailure: first.ok ? '' : first.reason });
    expect(failed?.failingSince).toBeInstanceOf(Date);
    const mails = ownerMails(site);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/: The restore drill failed$/)]);
    expect(mails[0]?.text).toContain('does not match its checksum');
    expect(mails[0]?.text).toContain('/admin');

    // The same run of failures: counted, not mailed again.
    expect((await recordedDrill(site.db, site.config, { clientDir })).ok).toBe(false);
    expect(backupState(site.db, 'drill')?.failedRuns).toBe(2);
    expect(ownerMails(site)).toHaveLength(1);
    expect(drillFolders(site)).toEqual([]);

    // A good copy ends the run: the next failure is news again.
    await sendCopy(site);
    expect((await recordedDrill(site.db, site.config, { clientDir })).ok).toBe(true);
    expect(backupState(site.db, 'drill')).toMatchObject({ failedRuns: 0, failingSince: null });
  }, 60_000);

  test('finds a copy damaged before it was sent: its checksum matches, its database does not check', async () => {
    const file = localBackup(site.db, site.dir, site.clock.now());
    const bytes = readFileSync(file);
    // Page 3 onwards overwritten: the schema's tables point at garbage.
    bytes.fill(0xa5, 4096 * 2, Math.min(bytes.length, 4096 * 6));
    writeFileSync(file, bytes);
    site.clock.advance(60 * 60_000);
    const copy = await uploadCopy(openStore(offsiteOf(site.config)), file, site.clock.now());
    expect(copy.name).toBe(offsiteName(site.clock.now()));

    const mailed = ownerMails(site).length;
    const outcome = await recordedDrill(site.db, site.config, { clientDir });
    const damaged = new RegExp(
      `^${copy.url.replaceAll('.', '\\.')} (is not a readable database|failed PRAGMA integrity_check)`,
    );
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(damaged) });
    expect(ownerMails(site)).toHaveLength(mailed + 1);
  }, 60_000);
});

describe('npm run backup:drill', () => {
  test('drills the newest copy while the site runs on its database, and says what it read', async () => {
    const env = offsiteEnv(s3);
    const site = await createAdminApp({ seed: true, env, clock: testClock(new Date('2026-11-28T03:00:00Z')) });
    try {
      const copy = await sendCopy(site);
      const result = await runCommand('backup-drill', [], { ...env, DATA_DIR: site.dir });
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(
        new RegExp(`^Restore drill ok: ${copy.url.replaceAll('.', '\\.')} \\(.+\\) restored and read in \\d+ ms: `),
      );
      expect(result.stdout).toMatch(/home page, the work [\w-]+, \d+ inbox entries\.\n$/);
      expect(result.code).toBe(0);
      expect(backupState(site.db, 'drill')?.lastGoodName).toBe(copy.url);
    } finally {
      site.close();
    }
  }, 60_000);

  test('without BACKUP_S3_URL, says which setting is missing', async () => {
    const site = await createAdminApp();
    try {
      const result = await runCommand('backup-drill', [], { DATA_DIR: site.dir });
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toContain('BACKUP_S3_URL is not set');
    } finally {
      site.close();
    }
  });
});
