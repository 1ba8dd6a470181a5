import { describe, expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { tempDir, testClock } from './helpers.ts';

/** The built client as the server hands it out (server/routes/client.ts), on a small fake build. */

const INDEX = '<!doctype html><title>Gallery</title><div id="root"></div>';

function appWithBuild() {
  const dir = tempDir();
  const dist = path.join(dir, 'client');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  const db = openDatabase(path.join(dir, 'gallery.db'));
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_REQUESTS: '0' });
  return createApp({ db, config, now: testClock().now }, { clientDir: dist });
}

describe('the built client', () => {
  const app = appWithBuild();

  test('hashed assets are kept for a year', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('console.log');
  });

  test('every client route gets index.html, revalidated on each visit', async () => {
    for (const route of ['/', '/shop', '/shop/some-work', '/about']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  test("the build's dot folders are never served: the build manifest gets the page, not the file", async () => {
    const res = await app.request('/.vite/manifest.json');
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('Content-Type')).toContain('text/html');
  });
});
