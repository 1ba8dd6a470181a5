import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A feature under client/features/ uses another feature only if the pair is allowed below: an import between
 * features is a decision, not a shortcut (docs/architecture.md, Layers). Routes and the app shell may use any
 * feature. Biome does not keep this rule: its noRestrictedImports matches an import's text, not the file it
 * names (so a pattern set per folder depth, and a deeper folder slips through), an override replaces the
 * client's other import rules instead of adding to them, and biome.json holds no comment for a pair's reason.
 */

/** Features every other feature may use. */
const SHARED: Record<string, string> = {
  cart: "the visitor's one list of chosen works (its lines and store): checkout reads what the shop filled",
  captcha: "the captcha widget and sendForm, which reads a form's answer as SPEC 8 says, serve every form",
};

/** Every other import between two features, one line per pair with its reason; any pair not here fails. */
const ALLOWED: Record<string, Record<string, string>> = {
  shop: { site: "a work's card names its medium and collection with the site's term labels" },
  admin: {
    session: "the admin frame's sign-out button and 'sign out everywhere' end the session's own signed-in state",
    shop: 'the featured-works screen shows a picked work as the shop answers it, under the same query key',
  },
};

const root = path.resolve(import.meta.dirname, '../..');
const featuresDir = 'client/features';

type CrossImport = { file: string; specifier: string; from: string; to: string };

/** The feature a path inside client/ belongs to, or null outside client/features/. */
function featureOf(file: string): string | null {
  const parts = file.split('/');
  return parts[0] === 'client' && parts[1] === 'features' && parts.length > 3 ? (parts[2] ?? null) : null;
}

/** What a module names (static, type-only, re-exports, dynamic `import()`, CSS `@import` and `composes`). */
function specifiersOf(file: string, source: string): string[] {
  if (file.endsWith('.css')) {
    return [...source.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]|composes:[^;]*\bfrom\s+['"]([^'"]+)['"]/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
  }
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The imports of one file (a path relative to the repository) that reach into another feature. */
function crossFeatureImports(file: string, source: string): CrossImport[] {
  const from = featureOf(file);
  if (!from) return [];
  return specifiersOf(file, source).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const to = featureOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    return to && to !== from ? [{ file, specifier, from, to }] : [];
  });
}

const allowed = ({ from, to }: CrossImport) => to in SHARED || to in (ALLOWED[from] ?? {});

const refusal = (found: CrossImport) =>
  `${found.file} imports '${found.specifier}': ${found.from} may not import ${found.to}. Move the shared code to ` +
  `client/components/ or client/lib/, or add '${found.from} → ${found.to}' with its reason to ALLOWED in ` +
  'tests/unit/feature-imports.test.ts.';

function featureFiles(): string[] {
  return readdirSync(path.join(root, featuresDir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|css)$/.test(name))
    .map((name) => `${featuresDir}/${name.split(path.sep).join('/')}`);
}

describe('imports between client features', () => {
  it('keep to the allowed pairs', () => {
    const files = featureFiles();
    expect(files.length).toBeGreaterThan(100);
    const refused = files
      .flatMap((file) => crossFeatureImports(file, readFileSync(path.join(root, file), 'utf8')))
      .filter((found) => !allowed(found))
      .map(refusal);
    expect(refused).toEqual([]);
  });

  it('name only features that exist', () => {
    const features = new Set(featureFiles().map((file) => featureOf(file)));
    const named = [
      ...Object.keys(SHARED),
      ...Object.entries(ALLOWED).flatMap(([from, to]) => [from, ...Object.keys(to)]),
    ];
    expect(named.filter((name) => !features.has(name))).toEqual([]);
  });

  it('refuses a pair that is not allowed, at any depth and in any form of import', () => {
    const source = [
      "import type { ShopItem } from '../shop/queries.ts';",
      "import { api } from '../../lib/api.ts';",
      "import { cartLines } from '../cart/cart-lines.ts';",
      "import { local } from './local.ts';",
      "export { posts } from '../blog/queries.ts';",
      "const labels = () => import('../site/term-labels.ts');",
    ].join('\n');
    const refused = crossFeatureImports('client/features/explore/probe.ts', source).filter((found) => !allowed(found));
    expect(refused.map(refusal)).toEqual([
      "client/features/explore/probe.ts imports '../shop/queries.ts': explore may not import shop. Move the shared " +
        "code to client/components/ or client/lib/, or add 'explore → shop' with its reason to ALLOWED in " +
        'tests/unit/feature-imports.test.ts.',
      expect.stringContaining("imports '../blog/queries.ts': explore may not import blog."),
      expect.stringContaining("imports '../site/term-labels.ts': explore may not import site."),
    ]);
    const nested = crossFeatureImports('client/features/admin/inbox/probe.tsx', "import '../../explore/x.ts';");
    expect(nested.filter((found) => !allowed(found)).map((found) => found.to)).toEqual(['explore']);
    const css = crossFeatureImports('client/features/blog/x.module.css', ".a { composes: b from '../shop/c.css'; }");
    expect(css.map((found) => found.to)).toEqual(['shop']);
    expect(crossFeatureImports('client/routes/shop/index.tsx', "import '../../features/shop/queries.ts';")).toEqual([]);
  });
});
