import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../lib/paths.ts';
import { fail } from './command.ts';

const USAGE = `Usage: npm run content:index [-- --check]

Lists the content types found in their own files (docs/decisions/018): the descriptions in shared/content/,
their storage in server/content/types/ and any reads of their own in server/queries/. Writes the *.gen.ts
files that register them; with --check, writes nothing and fails if one is out of date.`;

type Found = {
  api: string;
  position: number;
  searchKind: string;
  publicList: string;
  description: { name: string; file: string };
  storage: { name: string; file: string; public: boolean };
  reads?: { name: string; file: string };
  meta?: string;
  data?: { name: string; file: string };
};

async function findTypes(root: string): Promise<Found[]> {
  const at = (...parts: string[]) => path.join(root, ...parts);
  const exportsMatching = (dir: string, pattern: RegExp) =>
    readdirSync(at(dir))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.gen.ts'))
      .flatMap((file) =>
        [...readFileSync(at(dir, file), 'utf8').matchAll(pattern)].map((match) => ({
          file: `${dir}/${file}`,
          name: match[1] ?? '',
          of: match[2] ?? '',
        })),
      );
  const descriptions = exportsMatching('shared/content', /^export const (\w+) = describeContent\(/gm);
  const storages = exportsMatching('server/content/types', /^export const (\w+) = defineContentType\((\w+),/gm);
  const reads = exportsMatching('server/queries', /^export const (\w+) = publicReads\(\s*(\w+),/gm);
  const metas = exportsMatching('shared', /^export const (\w+Meta) = /gm).filter(
    (m) => m.file === 'shared/page-meta.ts',
  );
  const data = exportsMatching('server/services', /^export function (\w+Data)\(/gm);
  const types: Found[] = [];
  for (const description of descriptions) {
    const module = await import(at(description.file));
    const described = module[description.name] as Pick<Found, 'api' | 'position' | 'publicList' | 'searchKind'>;
    const storage = storages.find((s) => s.of === description.name);
    if (!storage) fail(`${description.file}: ${description.name} has no storage in server/content/types/.`);
    const stored = (await import(at(storage.file)))[storage.name] as { public?: unknown };
    const base = description.name.replace(/Content$/, '');
    types.push({
      api: described.api,
      position: described.position,
      searchKind: described.searchKind,
      publicList: described.publicList,
      description: { name: description.name, file: description.file },
      storage: { name: storage.name, file: storage.file, public: stored.public !== undefined },
      reads: reads.find((r) => r.of === storage.name),
      meta: metas.find((m) => m.name === `${base}Meta`)?.name,
      data: data.find((d) => d.name === `${base}Data`),
    });
  }
  return types.sort((a, b) => a.position - b.position || a.api.localeCompare(b.api));
}

const HEADER = '// Written by `npm run content:index` (docs/decisions/018): do not edit.\n';

function importOf(from: string, names: string[], file: string, typeOnly = false): string {
  let target = path.relative(path.dirname(from), file);
  if (!target.startsWith('.')) target = `./${target}`;
  return `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${target}';`;
}

// The description's `publicKey`, written out: the client's entry must not load the catalogue and its schemas.
const keyOf = (list: string) =>
  `[${list
    .split('/')
    .filter(Boolean)
    .map((part) => `'${part}'`)
    .join(', ')}]`;

const clientPath = (list: string) =>
  `api${list
    .split('/')
    .filter(Boolean)
    .map((part) => (/^[a-z_$][\w$]*$/i.test(part) ? `.${part}` : `['${part}']`))
    .join('')}`;

function files(types: Found[]): Record<string, string> {
  const read = types.filter((type) => type.storage.public);
  const out: Record<string, string> = {};

  const catalogue = 'shared/content/catalogue.gen.ts';
  out[catalogue] = [
    HEADER,
    ...types.map((t) => importOf(catalogue, [t.description.name], t.description.file)),
    '',
    `export const DESCRIPTIONS = [${types.map((t) => t.description.name).join(', ')}] as const;`,
  ].join('\n');

  // Apart from the catalogue, so the header's search box and every page's head do not bring the descriptions.
  out['shared/content-names.gen.ts'] = [
    HEADER,
    `export const SEARCH_TYPES = [${types.map((t) => `'${t.searchKind}'`).join(', ')}] as const;`,
    '',
    '/** Each type by its name in search answers. */',
    'export const SEARCH_KIND_OF = {',
    ...types.map((t) => `  ${t.api}: '${t.searchKind}',`),
    '} as const;',
    '',
    '/** Each public list page, by its path, with the messages of its head. */',
    'export const LIST_PAGES = {',
    ...types.map(
      (t) => `  '${t.publicList}': { title: 'meta.${t.api}.title', description: 'meta.${t.api}.description' },`,
    ),
    '} as const;',
  ].join('\n');

  const registry = 'server/content/registry.gen.ts';
  out[registry] = [
    HEADER,
    ...types.map((t) => importOf(registry, [t.storage.name], t.storage.file)),
    '',
    'export const STORED = {',
    ...types.map((t) => `  ${t.api}: ${t.storage.name},`),
    '} as const;',
  ].join('\n');

  const reads = 'server/queries/public-reads.gen.ts';
  out[reads] = [
    HEADER,
    read.some((t) => !t.reads) ? importOf(reads, ['publicReads'], 'server/queries/public-entries.ts') : '',
    ...read.map((t) => (t.reads ? importOf(reads, [t.reads.name], t.reads.file) : '')),
    ...read.map((t) => (t.reads ? '' : importOf(reads, [t.storage.name], t.storage.file))),
    '',
    '/** Every type with a public part, read through its own reads or plainly. */',
    'export const PUBLIC_READS = {',
    ...read.map((t) => `  ${t.api}: ${t.reads ? t.reads.name : `publicReads(${t.storage.name}, {})`},`),
    '};',
  ].join('\n');

  const routes = 'server/routes/public-content.gen.ts';
  out[routes] = [
    HEADER,
    "import { Hono } from 'hono';",
    importOf(routes, ['AppEnv'], 'server/lib/env.ts', true),
    importOf(routes, ['PUBLIC_READS'], reads),
    importOf(routes, ['publicRoutes'], 'server/routes/public-content.ts'),
    '',
    '/** Each public list and its entries, under the public list path (SPEC 2 and 3). */',
    'export const publicContentRoutes = new Hono<AppEnv>()',
    ...read.map((t) => `  .route('${t.publicList}', publicRoutes('${t.api}', PUBLIC_READS.${t.api}))`),
    ';',
  ].join('\n');

  const pages = 'server/services/public-pages.gen.ts';
  out[pages] = [
    HEADER,
    importOf(pages, ['PUBLIC_READS'], reads),
    importOf(pages, ['publicPage'], 'server/services/public-page.ts'),
    read.some((t) => !t.meta) ? importOf(pages, ['entryMeta'], 'shared/page-meta.ts') : '',
    read.some((t) => !t.data) ? importOf(pages, ['entryData'], 'server/services/structured-data.ts') : '',
    ...read.map((t) => (t.meta ? importOf(pages, [t.meta], 'shared/page-meta.ts') : '')),
    ...read.map((t) => (t.data ? importOf(pages, [t.data.name], t.data.file) : '')),
    ...read.map((t) => (t.meta && t.data ? '' : importOf(pages, [t.description.name], t.description.file))),
    '',
    '/** The entry pages of the types with a public part: their own words and data, or the plain ones. */',
    'export const READ_PAGES = {',
    ...read.map(
      (t) =>
        `  ${t.api}: publicPage(PUBLIC_READS.${t.api}, ${t.meta ?? `entryMeta(${t.description.name})`}, ${
          t.data?.name ?? `entryData(${t.description.name})`
        }),`,
    ),
    '};',
  ].join('\n');

  const queries = 'client/lib/content-queries.gen.ts';
  out[queries] = [
    HEADER,
    importOf(queries, ['api'], 'client/lib/api.ts'),
    importOf(queries, ['contentQueries'], 'client/lib/content-queries.ts'),
    '',
    '/** Each public list, its pages and its entries, keyed by the description (shared/query-keys.ts). */',
    'export const CONTENT_QUERIES = {',
    ...read.map((t) => `  ${t.api}: contentQueries(${keyOf(t.publicList)}, ${clientPath(t.publicList)}),`),
    '};',
  ].join('\n');
  return out;
}

/** Biome's own formatting and import order, so the files pass the lint as written. */
function formatted(file: string, text: string): string {
  const biome = path.join(PROJECT_ROOT, 'node_modules/.bin/biome');
  const run = spawnSync(biome, ['check', '--write', `--stdin-file-path=${file}`], {
    cwd: PROJECT_ROOT,
    input: text.replace(/\n{3,}/g, '\n\n'),
    encoding: 'utf8',
  });
  if (run.status !== 0) fail(`Could not format ${file}:\n${run.stderr}${run.stdout}`);
  return run.stdout;
}

export async function contentIndex(root = PROJECT_ROOT): Promise<Record<string, string>> {
  const written = files(await findTypes(root));
  return Object.fromEntries(Object.entries(written).map(([file, text]) => [file, formatted(file, text)]));
}

export async function updateContentIndex(options: { root?: string; check?: boolean } = {}): Promise<string[]> {
  const root = options.root ?? PROJECT_ROOT;
  const stale: string[] = [];
  for (const [file, text] of Object.entries(await contentIndex(root))) {
    const target = path.join(root, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
    stale.push(file);
    if (!options.check) writeFileSync(target, text);
  }
  return stale;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const stale = await updateContentIndex({ check: values.check ?? false });
  if (values.check && stale.length > 0) fail(`Out of date, run npm run content:index: ${stale.join(', ')}`);
  console.log(stale.length === 0 ? 'The content index is up to date.' : `Wrote ${stale.join(', ')}.`);
}
