import { afterEach, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../server/db/schema/index.ts';
import { backupState, recordFailure, recordGoodCopy } from '../../server/services/backup-status.ts';
import { nextDrillAt, startScheduledDrills } from '../../server/services/scheduled-drill.ts';
import { createAdminApp } from './admin-fixtures.ts';
import { testClock, until } from './helpers.ts';
import { allowConsoleErrors } from './setup.ts';

// Issue 30: how old the last good backup, off-site copy and drill are, for monitors and on the dashboard.

const HOUR = 3_600_000;
const S3 = {
  BACKUP_EVERY_HOURS: '24',
  BACKUP_S3_URL: 's3://gallery-backups/site',
  BACKUP_S3_ENDPOINT: 'https://oss-cn-beijing.aliyuncs.com',
  BACKUP_S3_REGION: 'oss-cn-beijing',
  BACKUP_S3_ACCESS_KEY_ID: 'LTAI-test-key-id',
  BACKUP_S3_SECRET_ACCESS_KEY: 'a-secret-that-must-not-show',
};

type Site = Awaited<ReturnType<typeof createAdminApp>>;
let site: Site | undefined;
afterEach(() => site?.close());

async function open(env: Record<string, string> = S3) {
  site = await createAdminApp({ env, clock: testClock(new Date('2026-11-28T03:00:00Z')) });
  return site;
}

const health = async (s: Site) => {
  const res = await s.app.request('/api/health');
  return { status: res.status, body: (await res.json()) as { status: string; backups: Record<string, unknown> } };
};

const good = (s: Site, kind: 'local' | 'offsite' | 'drill', hoursAgo: number, name = `${kind}-copy`) =>
  recordGoodCopy(s.db, kind, { name, bytes: 1000 }, new Date(s.clock.now().getTime() - hoursAgo * HOUR));

describe('/api/health', () => {
  test('gives each kind its age and state, without names, targets or errors', async () => {
    const s = await open();
    good(s, 'local', 2);
    good(s, 'offsite', 2, 's3://gallery-backups/site/gallery-20261128-0100.db.gz');
    recordFailure(s.db, 'drill', { reason: 'a secret reason', at: s.clock.now(), final: true, siteUrl: '' });
    const { status, body } = await health(s);
    expect(status).toBe(200);
    expect(body.backups).toEqual({
      status: 'late',
      local: { state: 'ok', ageSeconds: 7200, lateAfterHours: 26 },
      offsite: { state: 'ok', ageSeconds: 7200, lateAfterHours: 26 },
      drill: { state: 'never', ageSeconds: null, lateAfterHours: 192 },
    });
    expect(JSON.stringify(body)).not.toMatch(/s3:|secret|aliyuncs/);
  });

  test('turns late past 26 h for backups and 8 days for drills, and back when a good one comes', async () => {
    const s = await open();
    good(s, 'local', 25);
    good(s, 'offsite', 25);
    good(s, 'drill', 7 * 24);
    expect((await health(s)).body.backups.status).toBe('ok');
    s.clock.advance(1.5 * HOUR);
    const late = (await health(s)).body;
    expect(late.backups).toMatchObject({ status: 'late', local: { state: 'late' }, offsite: { state: 'late' } });
    expect(late.backups.drill).toMatchObject({ state: 'ok' });
    // Late copies do not make the server itself unhealthy: a restart would not help.
    expect(late.status).toBe('ok');
    s.clock.advance(24 * HOUR);
    good(s, 'local', 0);
    good(s, 'offsite', 0);
    expect((await health(s)).body.backups).toMatchObject({
      status: 'late',
      local: { state: 'ok' },
      drill: { state: 'late' },
    });
  });

  test('a gallery without off-site copies shows them off, and only its local backups count', async () => {
    const s = await open({ BACKUP_EVERY_HOURS: '48' });
    good(s, 'local', 40);
    expect((await health(s)).body.backups).toEqual({
      status: 'ok',
      local: { state: 'ok', ageSeconds: 40 * 3600, lateAfterHours: 50 },
      offsite: { state: 'off', ageSeconds: null, lateAfterHours: 50 },
      drill: { state: 'off', ageSeconds: null, lateAfterHours: 192 },
    });
  });
});

test('BACKUP_DRILL_EVERY_DAYS=0 turns drills off, and never late', async () => {
  const s = await open({ ...S3, BACKUP_DRILL_EVERY_DAYS: '0' });
  good(s, 'local', 1);
  good(s, 'offsite', 1);
  expect((await health(s)).body.backups).toMatchObject({ status: 'ok', drill: { state: 'off' } });
});

describe('GET /api/admin/backups', () => {
  test('tells an owner the names, target and last failure; refuses other roles', async () => {
    const s = await open();
    good(s, 'offsite', 3, 's3://gallery-backups/site/gallery-20261128-0000.db.gz');
    const failedAt = new Date(s.clock.now().getTime() - HOUR);
    recordFailure(s.db, 'local', { reason: 'disk full', at: failedAt, final: true, siteUrl: '' });
    const res = await s.get('/api/admin/backups');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { kinds: { kind: string }[] };
    expect(body).toMatchObject({ everyHours: 24, drillEveryDays: 7, target: 's3://gallery-backups/site' });
    expect(body.kinds).toEqual([
      expect.objectContaining({
        kind: 'local',
        state: 'never',
        lastFailure: 'disk full',
        failingSince: failedAt.toISOString(),
      }),
      expect.objectContaining({
        kind: 'offsite',
        state: 'ok',
        ageSeconds: 3 * 3600,
        lastGoodName: 's3://gallery-backups/site/gallery-20261128-0000.db.gz',
        failingSince: null,
      }),
      expect.objectContaining({ kind: 'drill', state: 'never', lastGoodAt: null }),
    ]);
    expect(JSON.stringify(body)).not.toContain('a-secret-that-must-not-show');

    s.db.orm.update(users).set({ role: 'editor' }).where(eq(users.email, 'staff@gallery.example')).run();
    expect((await s.get('/api/admin/backups')).status).toBe(403);
  });
});

describe('the weekly drill', () => {
  const mails = (s: Site) => s.db.orm.select().from(mailOutbox).all();

  test('waits for a first off-site copy, then is due a week after the last drill, good or failed', async () => {
    const s = await open();
    expect(nextDrillAt(s.db, s.config)).toBeNull();
    good(s, 'offsite', 1);
    expect(nextDrillAt(s.db, s.config)).toBeLessThanOrEqual(s.clock.now().getTime());
    recordFailure(s.db, 'drill', { reason: 'x', at: s.clock.now(), final: true, siteUrl: '' });
    expect(nextDrillAt(s.db, s.config)).toBe(s.clock.now().getTime() + 7 * 24 * HOUR);
  });

  test('runs when due, and a drill that ends without a result is a failure the owners hear of', async () => {
    allowConsoleErrors(); // the failure is logged, as the server's journal shows it
    const s = await open();
    good(s, 'offsite', 1);
    let runs = 0;
    const stop = startScheduledDrills(s.db, s.config, {
      firstCheckMs: 0,
      now: s.clock.now,
      run: async () => {
        runs += 1;
        return 137;
      },
    });
    try {
      await until(() => backupState(s.db, 'drill') !== null, 'the drill to be recorded');
      expect(backupState(s.db, 'drill')).toMatchObject({
        lastFailure: 'npm run backup:drill ended with exit code 137 and no result.',
        failedRuns: 1,
      });
      expect(runs).toBe(1);
      expect(mails(s).map((m) => [m.toAddress, m.subject])).toEqual([
        ['staff@gallery.example', expect.stringMatching(/: The restore drill failed$/)],
      ]);
    } finally {
      await stop();
    }
  });
});
