import { describe, expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, tempDir } from './helpers.ts';

/**
 * The files of the built client as the server hands them out (server/routes/client.ts); the pages' heads are
 * tested in page-head.test.ts.
 */

const INDEX = '<!doctype html><html><head><!--page-head--><title>x</title><!--/page-head--></head><body></body></html>';
const MANIFEST = '{"index.html":{"file":"assets/index-abc123.js","isEntry":true}}';

async function appWithBuild() {
  const dist = path.join(tempDir(), 'client');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dist, '.vite/manifest.json'), MANIFEST);
  return (await createTestApp({ clientDir: dist })).app;
}

describe('the built client', () => {
  test('hashed assets are kept for a year', async () => {
    const app = await appWithBuild();
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('console.log');
  });

  test("the build's dot folders are never served: the build manifest is no file a visitor can fetch", async () => {
    const app = await appWithBuild();
    const res = await app.request('/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(await res.text()).not.toContain(MANIFEST);
  });
});
