import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

// The home page's first load: the entry and what its page needs before it shows (issue 17: at most 100 kB
// gzipped in at most 10 files).
const homeKey = 'routes/index.tsx?tsr-split=component';
const home = files(manifest[homeKey] ? closure(homeKey, new Set(entryKeys)) : entryKeys);
const HOME_BUDGET = { bytes: 100 * 1024, files: 10 };
const homeJs = sum(home.js);
console.log(
  `home page first load (${home.js.size} files): ${kb(homeJs)} JS, ${kb(sum(home.css))} CSS` +
    ` (goal: at most ${HOME_BUDGET.bytes / 1024} KiB in ${HOME_BUDGET.files} files: ` +
    `${homeJs <= HOME_BUDGET.bytes && home.js.size <= HOME_BUDGET.files ? 'met' : 'not met'})`,
);

// Each page waits for its own language's messages before it first renders (client/lib/i18n.ts).
for (const lang of ['en', 'zh']) {
  const chunk = manifest[`../messages:${lang}`];
  if (!chunk) continue;
  const bytes = gz(chunk.file);
  console.log(
    `  with the ${lang} messages (${kb(bytes).trim()}): ${kb(homeJs + bytes)} JS in ${home.js.size + 1} files`,
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
  .filter((key) => key.startsWith('routes/') && key.endsWith('?tsr-split=component'))
  .map((key) => {
    const own = files([...closure(key)].filter((k) => !entryKeys.has(k)));
    const route =
      key
        .replace(/^routes/, '')
        .replace(/\.tsx\?tsr-split=component$/, '')
        .replace(/\/(index|route)$/, '') || '/';
    return { route, js: sum(own.js), css: sum(own.css), admin: route.startsWith('/admin') };
  })
  .sort((a, b) => b.js - a.js);
for (const row of rows) {
  console.log(`${row.route.padEnd(34)}${kb(row.js)} JS${kb(row.css)} CSS${row.admin ? '  (admin)' : ''}`);
}
const largest = rows.find((row) => !row.admin);
if (largest) console.log(`\nlargest public page: ${largest.route} adds ${kb(largest.js).trim()} of JS`);
