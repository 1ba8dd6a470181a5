import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { runBunScript } from './bun-script.ts';
import { expect, test } from './fixtures.ts';
import { signInThroughApi, startWorld, templateDb } from './world.ts';

/**
 * The dashboard's backups card (issue 30), on a world of its own whose copies are in trouble: an off-site copy
 * 30 hours old, failing since, and no drill yet. Owners see each kind's age, late ones marked in words and in
 * red, in their own language. The figures behind it are tested in tests/api/backup-state.test.ts.
 */

const S3 = {
  BACKUP_EVERY_HOURS: '24',
  BACKUP_S3_URL: 's3://gallery-backups/site',
  // Nothing listens there: an upload the schedule tries during the test fails, as the state says it does.
  BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9',
  BACKUP_S3_REGION: 'us-east-1',
  BACKUP_S3_ACCESS_KEY_ID: 'e2e-key',
  BACKUP_S3_SECRET_ACCESS_KEY: 'e2e-secret',
  BACKUP_S3_PATH_STYLE: 'on',
};

/** Before the server starts: a local backup of 3 h ago, an off-site copy of 30 h ago failing since 6 h, no drill. */
const ROWS = `
import { Database } from 'bun:sqlite';
const HOUR = 3_600_000;
const now = Date.now();
const db = new Database(process.env.BACKUP_DB);
const put = db.prepare(
  'INSERT OR REPLACE INTO backup_status (kind, last_good_at, last_good_name, last_good_bytes, last_failure_at, ' +
    'last_failure, failing_since, failed_runs, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
put.run('local', now - 3 * HOUR, 'gallery-20261130-0300.db', 39_000_000, null, null, null, 0, now);
put.run(
  'offsite',
  now - 30 * HOUR,
  's3://gallery-backups/site/gallery-20261129-0000.db.gz',
  11_000_000,
  now - 2 * HOUR,
  'Attempt 6 of 6: BACKUP_S3_ENDPOINT 127.0.0.1:9 cannot be reached. Given up until the next backup.',
  now - 6 * HOUR,
  1,
  now,
);
db.close();
`;

const prepare = (file: string) => {
  runBunScript(ROWS, { BACKUP_DB: file });
};

test('an owner sees the off-site copy and the drill late, in red and in words, in English and Chinese', async ({
  browser,
}) => {
  const world = await startWorld(templateDb(), 'world backups', { env: S3, prepare });
  const context = await browser.newContext({ baseURL: world.url });
  try {
    await signInThroughApi(context.request, world.url);
    const page = await context.newPage();
    await page.goto('/admin');
    const card = page.getByRole('region', { name: 'Backups' });
    const line = (name: string) => card.getByRole('listitem').filter({ hasText: name });
    await expect(line('Local backup')).toContainText(/^OKLocal backup Last good one 3 hours ago\.$/);
    await expect(line('Off-site copy')).toContainText(
      /^LateOff-site copy The last good one was 30 hours ago, past the limit of 26 hours\.Failing since /,
    );
    await expect(line('Off-site copy')).toContainText('cannot be reached');
    await expect(line('Restore drill')).toContainText(/^LateRestore drill None has worked yet\.$/);
    await expect(line('Off-site copy')).toHaveCSS('color', 'rgb(125, 29, 23)');
    await expect(line('Local backup')).not.toHaveCSS('color', 'rgb(125, 29, 23)');
    await expect(card).toContainText('Copied to s3://gallery-backups/site, with a restore drill every 7 days.');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    const chinese = await context.request.put('/api/admin/accounts/language', {
      headers: { Origin: world.url },
      data: { language: 'zh' },
    });
    expect(chinese.status()).toBe(200);
    await page.reload();
    const zhCard = page.getByRole('region', { name: '备份' });
    await expect(zhCard.getByRole('listitem').filter({ hasText: '异地副本' })).toContainText(
      '最近一次成功是30小时前，已超过 26 小时的上限。',
    );
    await expect(zhCard.getByRole('listitem').filter({ hasText: '恢复演练' })).toContainText(
      '逾期恢复演练 尚未成功过。',
    );
  } finally {
    await context.close();
    await world.stop();
  }
});
