import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, tempDir } from './helpers.ts';

/** A stand-in for the built index.html: the same head block the real one has, around a marker body. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <!--page-head-->
    <title>Default</title>
    <meta name="description" content="Default" />
    <!--/page-head-->
  </head>
  <body><div id="root"></div></body>
</html>
`;

export const PUBLIC_URL = 'https://gallery.example.com';

/** A client build of one index.html to serve pages from. */
export function fakeClientDir(): string {
  const clientDir = path.join(tempDir('gallery-client-'), 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  return clientDir;
}

/** The seeded demo site with a client build to serve pages from, as a crawler would see it. */
export async function createSiteApp() {
  return createTestApp({ seed: true, env: { PUBLIC_URL }, clientDir: fakeClientDir() });
}

export type Head = {
  title: string | undefined;
  meta: Map<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Reads the head of raw HTML the way a crawler does, without running any script. */
export function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [, key, value] of head.matchAll(/<meta [^>]*?(?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(key ?? '', decode(value ?? ''));
  }
  const scripts = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  const title = head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    meta,
    canonical: head.match(/<link [^>]*rel="canonical" href="([^"]+)"/)?.[1],
    jsonLd: scripts.map(([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>),
  };
}
