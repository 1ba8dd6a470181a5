import { expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeAssets } from '../../server/services/route-assets.ts';
import { tempDir } from './helpers.ts';

/** A build whose manifest has the home page, an artwork page and the entry they share. */
function buildWithManifest() {
  const dist = tempDir();
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    '../messages:en': { file: 'assets/_messages_en-f.js' },
    '../messages:en-rest': { file: 'assets/_messages_en-rest-g.js' },
    '../messages:zh': { file: 'assets/_messages_zh-h.js' },
    '../messages:zh-rest': { file: 'assets/_messages_zh-rest-i.js' },
    '_pages-b.js': { file: 'assets/pages-b.js', imports: ['index.html'], css: ['assets/pages-b.css'] },
    'routes/index.tsx?tsr-split=component---errorComponent': {
      file: 'assets/routes-c.js',
      imports: ['index.html', '_pages-b.js'],
    },
    'routes/index.tsx?tsr-split=notFoundComponent': { file: 'assets/routes-e.js', imports: ['index.html'] },
    'routes/shop/$slug.tsx?tsr-split=component': {
      file: 'assets/slug-d.js',
      imports: ['_pages-b.js'],
      css: ['assets/slug-d.css'],
    },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

test("a page's head preloads its own chunks and styles, never the entry", () => {
  const assets = routeAssets(buildWithManifest());
  expect(assets('/').split('\n    ')).toEqual([
    '<link rel="modulepreload" href="/assets/_messages_en-f.js" />',
    '<link rel="stylesheet" crossorigin href="/assets/pages-b.css" />',
    '<link rel="modulepreload" href="/assets/routes-c.js" />',
    '<link rel="modulepreload" href="/assets/pages-b.js" />',
  ]);
  expect(assets('/shop/river-at-dawn')).toContain('<link rel="modulepreload" href="/assets/slug-d.js" />');
  expect(assets('/shop/river-at-dawn')).toContain('<link rel="stylesheet" crossorigin href="/assets/slug-d.css" />');
  expect(assets('/shop/river-at-dawn')).not.toContain('index-a.js');
});

test('the home page preloads the first part of its messages; every other page both parts', () => {
  const assets = routeAssets(buildWithManifest());
  expect(assets('/', 'zh')).toContain('<link rel="modulepreload" href="/assets/_messages_zh-h.js" />');
  expect(assets('/', 'zh')).not.toContain('rest');
  for (const page of ['/shop/river-at-dawn', '/no/such/page']) {
    expect(assets(page, 'zh')).toContain('<link rel="modulepreload" href="/assets/_messages_zh-h.js" />');
    expect(assets(page, 'zh')).toContain('<link rel="modulepreload" href="/assets/_messages_zh-rest-i.js" />');
    expect(assets(page, 'zh')).not.toContain('_messages_en');
  }
});

test('a path with no route file adds only its messages; a build without a manifest adds nothing', () => {
  expect(routeAssets(buildWithManifest())('/no/such/page')).not.toContain('modulepreload" href="/assets/routes');
  expect(routeAssets(tempDir())('/')).toBe('');
});
