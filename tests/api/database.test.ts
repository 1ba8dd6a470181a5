import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { artists } from '../../server/content/types/artists.ts';
import { createTestApp } from './helpers.ts';

describe('the SQLite file', () => {
  test('is opened with WAL, foreign keys, a busy timeout and full sync', async () => {
    const { db } = await createTestApp();
    expect(db.raw.all('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(db.raw.all('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    expect(db.raw.all('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
    expect(db.raw.all('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
  });

  test('enforces foreign keys: an artist cannot point at a missing image', async () => {
    const { db } = await createTestApp();
    expect(() => db.orm.insert(artists).values({ slug: 'x', name: 'X', imgId: 999 }).run()).toThrow(/FOREIGN KEY/);
  });

  test('has every migration applied and the tables of the data model', async () => {
    const { db } = await createTestApp();
    const tables = db.orm
      .all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
      .map((t) => t.name);
    for (const table of [
      'shop_items',
      'shop_item_sizes',
      'shop_item_media',
      'artists',
      'artist_images',
      'collections',
      'exhibitions',
      'exhibition_images',
      'films',
      'publications',
      'blog_posts',
      'images',
      'image_variants',
      'static_images',
      'users',
      'sessions',
      'enquiries',
      'enquiry_lines',
      'contact_messages',
      'mail_outbox',
      'newsletter_subscribers',
    ]) {
      expect(tables).toContain(table);
    }
  });
});

describe('GET /api/health', () => {
  test('reports a reachable, writable, current database and the outbox backlog', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'current',
      outbox: { pending: 0, oldestPendingSeconds: 0 },
      // No backups set up in a test app (tests/api/backup-state.test.ts turns them on).
      backups: {
        status: 'ok',
        local: { state: 'off', ageSeconds: null, lateAfterHours: 26 },
        offsite: { state: 'off', ageSeconds: null, lateAfterHours: 26 },
        drill: { state: 'off', ageSeconds: null, lateAfterHours: 192 },
      },
    });
  });

  test('answers 503 when the database is gone', async () => {
    const { app, db } = await createTestApp();
    db.raw.close();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unhealthy', database: 'failing' });
  });
});
