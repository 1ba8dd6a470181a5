import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import { FIRST_ONLY_PATH } from '../../shared/messages/parts.ts';

// Fetched beside the entry rather than after it has run, which saves a round trip before the first screen.

type Chunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

// TanStack's code splitting names it by the route file and the parts it holds ('routes/index.tsx?tsr-split=...').
const componentChunk = (manifest: Manifest, route: string) =>
  Object.keys(manifest).find(
    (key) => key.startsWith(`${route}?tsr-split=`) && key.split('=')[1]?.split('---').includes('component'),
  );

function routeFiles(pagePath: string): string[] {
  if (pagePath === '/') return ['routes/index.tsx'];
  const cut = pagePath.lastIndexOf('/');
  return [`routes${pagePath}.tsx`, `routes${pagePath}/index.tsx`, `routes${pagePath.slice(0, cut)}/$slug.tsx`];
}

export function routeAssets(distDir: string): (pagePath: string, lang?: Lang) => string {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => key === 'index.html');
  const made = new Map<string, string>();

  const links = (key: string): string => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (at: string) => {
      const chunk = manifest[at];
      if (!chunk || at === entry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const sheet of chunk.css ?? []) styles.add(sheet);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(key);
    return [
      // Applied, not only fetched, so the server's screen is styled at once; matching the app's own link, it adds none.
      ...[...styles].map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}" />`),
      ...[...scripts].map((script) => `<link rel="modulepreload" href="/${script}" />`),
    ].join('\n    ');
  };

  const messagesOf = (lang: Lang, pagePath: string) =>
    [`../messages:${lang}`, ...(pagePath === FIRST_ONLY_PATH ? [] : [`../messages:${lang}-rest`])]
      .map((key) => manifest[key])
      .filter((chunk) => chunk !== undefined)
      .map((chunk) => `<link rel="modulepreload" href="/${chunk.file}" />`)
      .join('\n    ');

  return (pagePath, lang = DEFAULT_LANG) => {
    const key = routeFiles(pagePath)
      .map((route) => componentChunk(manifest, route))
      .find((candidate) => candidate !== undefined);
    if (!key) return messagesOf(lang, pagePath);
    let html = made.get(key);
    if (html === undefined) {
      html = links(key);
      made.set(key, html);
    }
    return [messagesOf(lang, pagePath), html].filter(Boolean).join('\n    ');
  };
}
