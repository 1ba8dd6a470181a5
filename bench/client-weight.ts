import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstScreenStart } from '../server/services/first-screen-start.ts';

/**
 * `bun bench/client-weight.ts` (after `npm run build`): what a visitor's browser downloads, gzipped, from the
 * Vite manifest. First the entry (the script index.html loads and everything it imports statically, which
 * every page needs), then for each route what its page adds on top: the component chunk and its imports not
 * already in the entry. Loaders stay in the entry (TanStack's code splitting moves components only), so a
 * route's own weight is its component. It fails if admin or editor code reaches the entry.
 */

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

const dist = path.resolve(import.meta.dirname, '../dist/client');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

const gzipped = new Map<string, number>();
function gz(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The chunk keys a chunk needs before it runs: itself and its static imports, all the way down. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, into);
  return into;
}

const files = (keys: Iterable<string>) => {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
};
const sum = (set: Set<string>) => [...set].reduce((total, file) => total + gz(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry.');
const entryKeys = closure(entryKey);
const entry = files(entryKeys);
const entryMain = gz((manifest[entryKey] as Chunk).file);

console.log('Gzipped (level 9), from dist/client/.vite/manifest.json\n');
console.log(`entry chunk ${(manifest[entryKey] as Chunk).file}: ${kb(entryMain)}`);
console.log(
  `entry with its static imports (${entry.js.size} files): ${kb(sum(entry.js))} JS, ${kb(sum(entry.css))} CSS`,
);

/** The chunk holding a route's component (TanStack names it by the parts it holds: '?tsr-split=component---…'). */
const componentKey = (route: string) =>
  Object.keys(manifest).find(
    (key) => key.startsWith(`${route}?tsr-split=`) && key.split('=')[1]?.split('---').includes('component'),
  );

// The home page's first load (issue 26: at most 130 KiB gzipped in at most 6 files, its messages included):
// the entry, what its page needs before it shows, the first part of its language's messages
// (shared/messages/parts.ts), and the small script that fetches the entry once the first screen is painted.
const homeKey = componentKey('routes/index.tsx');
const home = files(homeKey ? closure(homeKey, new Set(entryKeys)) : entryKeys);
const HOME_BUDGET = { bytes: 130 * 1024, files: 6 };
const firstScreenScript = gzipSync(firstScreenStart, { level: 9 }).length;
const homeJs = sum(home.js) + firstScreenScript;
console.log(
  `home page first load (${home.js.size + 1} files): ${kb(homeJs)} JS, ${kb(sum(home.css))} CSS` +
    ` (${[...home.js].map((file) => `${file} ${kb(gz(file)).trim()}`).join(', ')}, /first-screen.js ${kb(firstScreenScript).trim()})`,
);
for (const lang of ['en', 'zh']) {
  const first = manifest[`../messages:${lang}`];
  const rest = manifest[`../messages:${lang}-rest`];
  if (!first || !rest) continue;
  const bytes = homeJs + gz(first.file);
  const count = home.js.size + 2;
  const met = bytes <= HOME_BUDGET.bytes && count <= HOME_BUDGET.files;
  console.log(
    `  with the ${lang} messages' first part (${kb(gz(first.file)).trim()}; the rest, ${kb(gz(rest.file)).trim()}, ` +
      `on other pages): ${kb(bytes)} JS in ${count} files ` +
      `(goal: at most ${HOME_BUDGET.bytes / 1024} KiB in ${HOME_BUDGET.files} files: ${met ? 'met' : 'not met'})`,
  );
}
const entryText = [...files(entryKeys).js].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('');
console.log(`validation library (zod) in the entry: ${entryText.includes('ZodError') ? 'yes' : 'no'}`);

const leaked = [...entryKeys].filter((key) => /admin|tiptap|prosemirror/i.test(key));
if (leaked.length > 0) {
  console.error(`\nAdmin or editor code in the entry: ${leaked.join(', ')}`);
  process.exitCode = 1;
}

console.log('\nWhat each page adds to the entry (its component and the chunks only it needs):');
const rows = Object.keys(manifest)
  .filter((key) => key.startsWith('routes/') && key === componentKey(key.split('?')[0] ?? ''))
  .map((key) => {
    const own = files([...closure(key)].filter((k) => !entryKeys.has(k)));
    const route =
      key
        .replace(/^routes/, '')
        .replace(/\.tsx\?tsr-split=.*$/, '')
        .replace(/\/(index|route)$/, '') || '/';
    return { route, js: sum(own.js), css: sum(own.css), admin: route.startsWith('/admin') };
  })
  .sort((a, b) => b.js - a.js);
for (const row of rows) {
  console.log(`${row.route.padEnd(34)}${kb(row.js)} JS${kb(row.css)} CSS${row.admin ? '  (admin)' : ''}`);
}
const largest = rows.find((row) => !row.admin);
if (largest) console.log(`\nlargest public page: ${largest.route} adds ${kb(largest.js).trim()} of JS`);
