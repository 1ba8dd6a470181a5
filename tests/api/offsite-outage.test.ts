import { afterAll, expect, test } from 'bun:test';
import { mailOutbox, users } from '../../server/db/schema/index.ts';
import { startScheduledBackups } from '../../server/services/scheduled-backup.ts';
import type { Role } from '../../shared/roles.ts';
import { startS3Server } from '../s3-server.ts';
import { openTestApp, systemClock } from './helpers.ts';
import { keysUnder, offsiteEnv, offsiteState } from './offsite-fixtures.ts';

// Its own storage server, which this test takes down and brings back.
const s3 = await startS3Server();
afterAll(() => s3.stop());

const owner = (email: string, role: Role = 'owner') => ({ email, role, passwordHash: 'not used here' });

/** The schedule's log lines, and a wait for the next one that matches. */
function logLines() {
  const lines: string[] = [];
  let waiting: { pattern: RegExp; found: (line: string) => void }[] = [];
  return {
    lines,
    log: (line: string) => {
      lines.push(line);
      const seen = waiting.filter((w) => w.pattern.test(line));
      waiting = waiting.filter((w) => !seen.includes(w));
      for (const w of seen) w.found(line);
    },
    next: (pattern: RegExp) => new Promise<string>((found) => waiting.push({ pattern, found })),
  };
}

test('storage unreachable, then back: retried until it lands, one e-mail, and requests answer throughout', async () => {
  const ctx = openTestApp({ env: offsiteEnv(s3), clock: systemClock() });
  ctx.db.orm
    .insert(users)
    .values([owner('owner@gallery.example'), owner('editor@gallery.example', 'editor')])
    .run();
  const mailed = () => ctx.db.orm.select().from(mailOutbox).all();
  const { log, next } = logLines();
  const health = async () => (await ctx.app.request('/api/health')).status;
  await s3.stop();
  const failed = next(/^Off-site copy failed\. Attempt 1 of 8/);
  const stop = startScheduledBackups(ctx.db, ctx.config, { firstCheckMs: 0, retryBaseMs: 200, attempts: 8, log });
  try {
    expect(await failed).toMatch(/BACKUP_S3_ENDPOINT 127\.0\.0\.1:\d+ cannot be reached \(\w+, trying to upload/);
    const state = offsiteState(ctx.db);
    expect(state?.lastFailure).toMatch(/^Attempt 1 of 8: BACKUP_S3_ENDPOINT .* Next try in 0 s\.$/);
    expect(state).toMatchObject({ lastGoodAt: null, failedRuns: 0 });
    // The server answers while the copy waits for its next try, and while it is being sent.
    expect(await Promise.all([health(), health()])).toEqual([200, 200]);

    const landed = next(/^Off-site copy: s3:\/\/gallery-backups\/.*read back ok/);
    const retried = next(/^Off-site copy failed\. Attempt 2 of 8/);
    await retried;
    await s3.restart();
    expect(await health()).toBe(200);
    await landed;
    expect(await health()).toBe(200);

    const good = offsiteState(ctx.db);
    expect(good?.lastGoodName).toMatch(/\/gallery-\d{8}-\d{4}\.db\.gz$/);
    expect(good?.failedRuns).toBe(0); // one run, retried until it succeeded
    // Two failed attempts, one run of failures: the owner hears once, the editor not at all.
    const mails = mailed();
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['owner@gallery.example', expect.stringMatching(/: The off-site copy of the backup failed$/)],
    ]);
    expect(mails[0]?.text).toMatch(/Reason: Attempt 1 of 8: BACKUP_S3_ENDPOINT 127\.0\.0\.1:\d+ cannot be reached/);
    expect(await keysUnder(s3, ctx.config)).toHaveLength(2);
  } finally {
    await stop();
    ctx.close();
  }
}, 60_000);
