import { expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstScreenRenderer, styleAttributeHashes, withFirstScreen } from '../../server/services/first-screen.ts';
import { FIRST_SCREEN_START, firstScreenStart } from '../../server/services/first-screen-start.ts';
import { tempDir } from './helpers.ts';
import { allowConsoleErrors } from './setup.ts';

/**
 * The page around a first screen the server rendered (server/services/first-screen.ts), and which screens are
 * kept. The rendering itself needs the client's server build and is tested end to end
 * (tests/e2e/first-screen.e2e.ts).
 */

const PAGE = [
  '<!doctype html><html lang="en"><head>',
  '    <link rel="modulepreload" href="/assets/_messages_en-a.js" />',
  '    <link rel="stylesheet" crossorigin href="/assets/shop-b.css" />',
  '    <link rel="modulepreload" href="/assets/shop-c.js" />',
  '    <script type="module" crossorigin src="/assets/index-d.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-e.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body></html>',
].join('\n');

test("a rendered screen fills the root, and the app's code waits for it to be painted", () => {
  const html = withFirstScreen(PAGE, '<main><h1>Shop</h1></main>');
  expect(html).toContain('<div id="root"><main><h1>Shop</h1></main></div>');
  // No module is fetched from the head; the start script names them all, the entry apart.
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('type="module"');
  expect(html).toContain(
    `<script defer src="${FIRST_SCREEN_START}" data-entry="/assets/index-d.js" data-preload="/assets/_messages_en-a.js /assets/shop-c.js"></script>`,
  );
  // The styles stay in the head, applied before the first paint.
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-b.css" />');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e.css">');
});

test('the start script goes out without its comments, doing what its source does', () => {
  const source = readFileSync(path.join(import.meta.dir, '../../server/assets/first-screen.js'), 'utf8');
  expect(source).toContain('// ');
  expect(firstScreenStart).not.toContain('// ');
  expect(firstScreenStart.length).toBeLessThan(source.length / 2);
  const steps = [
    'import(entry)',
    'link.rel="modulepreload"',
    'new Worker(document.currentScript.src',
    'new Intl.NumberFormat',
    'a[data-remember-lang]',
    'SameSite=Lax',
  ];
  for (const step of steps) {
    expect(firstScreenStart).toContain(step);
  }
});

test('a page without a rendered screen goes out as it was', () => {
  expect(withFirstScreen(PAGE, undefined)).toBe(PAGE);
  // Replacement patterns in the screen are text, not instructions.
  expect(withFirstScreen(PAGE, '<p>$& $1</p>')).toContain('<div id="root"><p>$& $1</p></div>');
});

test('style attributes are hashed as the browser reads them, each value once', () => {
  const sha = (value: string) => createHash('sha256').update(value).digest('base64');
  const screen =
    '<div style="aspect-ratio:4 / 3"></div><div style="aspect-ratio:4 / 3"></div>' +
    '<p style="font-family:&quot;Noto Serif&quot;, serif"></p><p data-style="x"></p>';
  expect(styleAttributeHashes(screen)).toEqual([sha('aspect-ratio:4 / 3'), sha('font-family:"Noto Serif", serif')]);
  expect(styleAttributeHashes('<p>no styles</p>')).toEqual([]);
});

/**
 * A server build standing in for the real one: each address answers in turn what `answers` lists for it, and
 * every render is counted.
 */
function fakeBuild(answers: Record<string, ({ html?: string; late?: true } | 'throw')[]>) {
  const dir = tempDir('gallery-first-screen-');
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `const answers = ${JSON.stringify(answers)};
export const renders = {};
export function setUp() {}
export async function renderFirstScreen(url) {
  renders[url] = (renders[url] ?? 0) + 1;
  const answer = answers[url].shift();
  if (answer === 'throw') throw new Error('broken');
  return answer;
}`,
  );
  return firstScreenRenderer(path.join(dir, 'client'), 'https://gallery.example');
}

test('a screen is kept for the next visitor; a page too late to render is tried again, one that cannot is not', async () => {
  const render = fakeBuild({
    '/shop': [{ html: '<h1 style="color: red">Shop</h1>' }, { html: '<h1>Changed</h1>' }],
    '/late': [{ late: true }, { html: '<h1>Late</h1>' }],
    '/never': [{}, { html: '<h1>Never</h1>' }],
    '/broken': ['throw', { html: '<h1>Broken</h1>' }],
  });
  const data = '[{"key":["shop"],"data":[]}]';
  const shop = await render('/shop', data, true);
  expect(shop?.html).toBe('<h1 style="color: red">Shop</h1>');
  expect(shop?.policy).toContain(`'sha256-${createHash('sha256').update('color: red').digest('base64')}'`);
  expect(await render('/shop', data, true)).toEqual(shop);

  expect(await render('/late', data, true)).toBeUndefined();
  expect((await render('/late', data, true))?.html).toBe('<h1>Late</h1>');

  expect(await render('/never', data, true)).toBeUndefined();
  expect(await render('/never', data, true)).toBeUndefined();
  // A render that throws is logged, and the page goes out for the browser to render.
  allowConsoleErrors();
  expect(await render('/broken', data, true)).toBeUndefined();
  expect(await render('/broken', data, true)).toBeUndefined();
});
