import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../../server/config.ts';
import { openDatabase, openReadOnly } from '../../server/db/client.ts';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { backupInto, listBackups } from '../../server/services/backup.ts';
import { restoreDatabase } from '../../server/services/restore.ts';
import { runDueBackup } from '../../server/services/scheduled-backup.ts';
import { tempDir } from './helpers.ts';
import { runCommand, type ServerProcess, startServer, startWriter } from './server-process.ts';

/** The newest migration this build ships, which refusals of newer databases name. */
const NEWEST = shippedMigrations().at(-1)?.tag;

const enquiryIds = (file: string) => {
  const raw = openReadOnly(file);
  try {
    return raw.all<{ id: number }>('SELECT id FROM enquiries ORDER BY id').map((row) => row.id);
  } finally {
    raw.close();
  }
};

const integrity = (file: string) => {
  const raw = openReadOnly(file);
  try {
    return raw.all('PRAGMA integrity_check');
  } finally {
    raw.close();
  }
};

describe('a backup of the live database while it is served and written to', () => {
  const live = tempDir('gallery-live-');
  const liveFile = path.join(live, 'gallery.db');
  const backups = path.join(tempDir('gallery-backups-'), 'nightly');
  let server: ServerProcess;
  let backupFile: string;
  let committedBefore: number[];
  let stdout: string;

  beforeAll(async () => {
    server = await startServer(live, { SEED_DEMO: '1' });
    const writer = startWriter(liveFile);
    try {
      await writer.waitFor(50);
      // Every enquiry this read sees was committed before the backup command started.
      committedBefore = enquiryIds(liveFile);
      const result = await runCommand('backup', [backups], { DATA_DIR: live });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      stdout = result.stdout;
      await writer.waitFor(writer.ids.length + 20); // the writer kept going through the backup
    } finally {
      await writer.stop();
    }
    backupFile = path.join(backups, listBackups(backups)[0]?.name ?? 'missing');
  }, 180_000);

  afterAll(() => server?.stop('SIGKILL'));

  test('is a timestamped file that passes integrity_check and opens on its own', () => {
    expect(stdout).toContain(`Backup written: ${backupFile}`);
    expect(stdout).toContain('integrity_check ok');
    expect(path.basename(backupFile)).toMatch(/^gallery-\d{8}-\d{6}\.db$/);
    expect(integrity(backupFile)).toEqual([{ integrity_check: 'ok' }]);
    // Self-contained: no -wal beside it that a copy to another machine could forget.
    expect(readdirSync(backups)).toEqual([path.basename(backupFile)]);
    const raw = openReadOnly(backupFile);
    expect(raw.all('PRAGMA journal_mode')).toEqual([{ journal_mode: 'delete' }]);
    raw.close();
  });

  test('holds every enquiry committed before the backup began', () => {
    expect(committedBefore.length).toBeGreaterThanOrEqual(50);
    const copied = new Set(enquiryIds(backupFile));
    expect(committedBefore.filter((id) => !copied.has(id))).toEqual([]);
    expect(enquiryIds(liveFile).length).toBeGreaterThan(committedBefore.length + 19);
  });

  test('cannot be restored over the database of a running server', async () => {
    const result = await runCommand('restore', [backupFile], { DATA_DIR: live });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`A server (pid ${server.child.pid}) is running`);
    expect(result.stderr).toContain('Stop the server before restoring');
    expect(readdirSync(live).filter((name) => name.includes('before-restore'))).toEqual([]);
  });

  test('restored into a fresh folder, starts a site with the same content and images', async () => {
    const fresh = tempDir('gallery-restored-');
    const result = await runCommand('restore', [backupFile], { DATA_DIR: fresh });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Restored ${backupFile} to ${path.join(fresh, 'gallery.db')}`);

    const restored = await startServer(fresh, { SEED_DEMO: '1' });
    try {
      const [before, after] = await Promise.all(
        [server, restored].map(async (s) => (await fetch(`${s.url}/api/shop`)).json()),
      );
      expect(after).toEqual(before);
      const items = before as { img: { src: string } }[];
      expect(items.length).toBeGreaterThan(0);
      const src = items[0]?.img.src as string;
      const [original, copy] = await Promise.all(
        [server, restored].map(async (s) => Buffer.from(await (await fetch(`${s.url}${src}`)).arrayBuffer())),
      );
      expect(original?.length).toBeGreaterThan(1000);
      expect(copy?.equals(original as Buffer)).toBe(true);
      expect(restored.output()).not.toContain('Seeded the empty database');
    } finally {
      expect(await restored.stop()).toBe(0);
    }
  }, 120_000);

  test('restored over a stopped server, keeps the previous database and no stale -wal or -shm', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    const liveIds = enquiryIds(liveFile);
    writeFileSync(`${liveFile}-shm`, 'stale'); // as a crash can leave behind
    const result = await runCommand('restore', [backupFile], { DATA_DIR: live });
    expect(result.code).toBe(0);
    const kept = readdirSync(live).find((name) => /^gallery\.db\.before-restore-\d{8}-\d{6}$/.test(name));
    expect(kept).toBeDefined();
    expect(result.stdout).toContain(`The previous database is kept as ${path.join(live, kept as string)}`);
    expect(existsSync(`${liveFile}-wal`)).toBe(false);
    expect(existsSync(`${liveFile}-shm`)).toBe(false);
    expect(enquiryIds(path.join(live, kept as string))).toEqual(liveIds);
    expect(enquiryIds(liveFile)).toEqual(enquiryIds(backupFile));
  });
});

describe('restore refuses', () => {
  const fresh = () => {
    const dir = tempDir('gallery-restore-');
    return { dataDir: dir, databaseFile: path.join(dir, 'gallery.db') };
  };
  const goodBackup = () => {
    const dir = tempDir('gallery-source-');
    const db = openDatabase(path.join(dir, 'gallery.db'));
    const report = backupInto(db, dir);
    db.raw.close();
    return report.file;
  };

  test('a file that is not a sound database, naming the check that failed', () => {
    const dir = tempDir('gallery-bad-');
    const junk = path.join(dir, 'junk.db');
    writeFileSync(junk, 'SQLite format 3\0 but not really'.repeat(200));
    expect(() => restoreDatabase(junk, fresh())).toThrow(/junk\.db (is not a readable database|cannot be opened)/);
    expect(() => restoreDatabase(path.join(dir, 'missing.db'), fresh())).toThrow(/does not exist/);
    const other = openDatabase(path.join(dir, 'other.db'), { migrate: false });
    other.raw.exec('CREATE TABLE notes (x)');
    other.raw.close();
    expect(() => restoreDatabase(path.join(dir, 'other.db'), fresh())).toThrow(/not a gallery database/);
  });

  test('a backup from a newer version, naming the versions', () => {
    const file = goodBackup();
    const db = openDatabase(file, { migrate: false });
    db.raw.run('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)', 'f'.repeat(64), 4102444800000);
    db.raw.close();
    const target = fresh();
    expect(() => restoreDatabase(file, target)).toThrow(
      new RegExp(`newer version.*2100-01-01.*this build's newest is ${NEWEST}`),
    );
    expect(existsSync(target.databaseFile)).toBe(false);
  });

  test('a live file another process holds, even without a pid file', () => {
    const target = fresh();
    const holder = openDatabase(target.databaseFile);
    try {
      expect(() => restoreDatabase(goodBackup(), target)).toThrow(/in use.*Stop the server before restoring/);
    } finally {
      holder.raw.close();
    }
    expect(readdirSync(target.dataDir).filter((name) => name.includes('restor'))).toEqual([]);
  });
});

describe('rotation and scheduled backups', () => {
  test('--keep N leaves the newest N timestamped backups and every other file alone', async () => {
    const dir = tempDir('gallery-rotate-');
    openDatabase(path.join(dir, 'gallery.db')).raw.close();
    const folder = path.join(dir, 'b');
    for (let i = 0; i < 3; i += 1) {
      expect((await runCommand('backup', [`${folder}/`, '--keep', '2'], { DATA_DIR: dir })).code).toBe(0);
    }
    writeFileSync(path.join(folder, 'notes.txt'), 'mine');
    const named = path.join(folder, 'before-upgrade.db');
    expect((await runCommand('backup', [named], { DATA_DIR: dir })).stdout).toContain(`Backup written: ${named}`);
    const again = await runCommand('backup', [named], { DATA_DIR: dir });
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    const result = await runCommand('backup', [folder, '--keep', '2'], { DATA_DIR: dir });
    expect(result.stdout).toMatch(/Removed old backup gallery-\d{8}-\d{6}(-\d+)?\.db/);
    expect(listBackups(folder)).toHaveLength(2);
    expect(readdirSync(folder)).toEqual(expect.arrayContaining(['notes.txt', 'before-upgrade.db']));
    const bad = await runCommand('backup', ['--keep', '0'], { DATA_DIR: dir });
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('--keep must be a whole number') });
    const none = await runCommand('backup', [], { DATA_DIR: tempDir() });
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining('no database') });
  }, 60_000);

  test('run when the newest backup is older than BACKUP_EVERY_HOURS, keeping BACKUP_KEEP', () => {
    const dir = tempDir('gallery-scheduled-');
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, BACKUP_EVERY_HOURS: '1', BACKUP_KEEP: '2' });
    const db = openDatabase(config.databaseFile);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 15, 10, minutes));
    expect(runDueBackup(db, config, at(0))?.file).toEndWith('backups/gallery-20260115-100000.db');
    expect(runDueBackup(db, config, at(59))).toBeNull();
    expect(runDueBackup(db, config, at(60))?.removed).toEqual([]);
    expect(runDueBackup(db, config, at(125))?.removed).toEqual(['gallery-20260115-100000.db']);
    expect(listBackups(path.join(dir, 'backups')).map((b) => b.name)).toEqual([
      'gallery-20260115-120500.db',
      'gallery-20260115-110000.db',
    ]);
    db.raw.close();
  });
});
