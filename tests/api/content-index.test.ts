import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentIndex, updateContentIndex } from '../../server/cli/content-index.ts';
import { PROJECT_ROOT } from '../../server/lib/paths.ts';
import { entryData } from '../../server/services/structured-data.ts';
import { publicationContent } from '../../shared/content/publication.ts';
import { entryMeta } from '../../shared/page-meta.ts';
import { tempDir } from './helpers.ts';

/**
 * docs/decisions/018: a content type is found in its own files, and `npm run content:index` registers it. The
 * press type below is what a developer would write: its description and its storage, table included. Its two
 * page files are the client's and register themselves through the router's own file-based generation.
 */

const DESCRIPTION_FILE = 'shared/content/press.ts';
const STORAGE_FILE = 'server/content/types/press.ts';

/** An import in `file` of `target`, both by their place in the project, as the copy below lays them out. */
function importPath(file: string, target: string): string {
  const relative = path.relative(path.dirname(file), target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
const inDescription = (target: string) => importPath(DESCRIPTION_FILE, target);
const inStorage = (target: string) => importPath(STORAGE_FILE, target);

const PRESS_DESCRIPTION = `import { z } from 'zod';
import { describeContent, EXPLORE, META_DESCRIPTION_FIELD } from '${inDescription('shared/catalogue/define.ts')}';
import { imageId, MAX_META, publishing, richText, slug, text } from '${inDescription('shared/content-fields.ts')}';

export const pressSchema = z.object({
  title: text('Title'),
  slug: slug(),
  summary: richText('Summary'),
  main_img: imageId('Main image'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  ...publishing,
});

export const pressContent = describeContent({
  position: 65,
  searchKind: 'press',
  route: 'press',
  api: 'press',
  heading: 'Press',
  noun: 'press article',
  schema: pressSchema,
  trail: [EXPLORE, { name: 'Press', path: '/explore/press' }],
  titleField: 'title',
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'rich', name: 'summary', translatable: true, label: 'Summary', searchable: 'summary' },
    { kind: 'image', name: 'main_img', label: 'Main image' },
    META_DESCRIPTION_FIELD,
  ],
});
`;

const PRESS_STORAGE = `import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { pressContent } from '${inStorage(DESCRIPTION_FILE)}';
import { createdAt, updatedAt } from '${inStorage('server/db/schema/columns.ts')}';
import { imageRef, publishing } from '${inStorage('server/db/schema/entry-columns.ts')}';
import { defineContentType } from '${inStorage('server/content/define.ts')}';
import { fieldsOf } from '${inStorage('server/content/field-stores.ts')}';
import { publicPart, shown } from '${inStorage('server/content/public-part.ts')}';

export const press = sqliteTable(
  'press',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    mainImgId: imageRef('main_img_id').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('press_slug_unique').on(t.slug)],
);

const f = fieldsOf(press);

export const pressType = defineContentType(pressContent, {
  table: press,
  title: press.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    summary: f.html('summary'),
    main_img: f.image('mainImgId'),
    metaDescription: f.column('metaDescription'),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: { title: shown.text(press.title), summary: shown.text(press.summary), main_img: shown.image(press.mainImgId) },
    detail: { metaDescription: shown.text(press.metaDescription) },
    newest: press.createdAt,
  }),
});
`;

describe('the content index', () => {
  test('the registered files are the ones the types on disk give', async () => {
    expect(await updateContentIndex({ check: true })).toEqual([]);
  });

  describe('a new type written in its own description and storage', () => {
    let root = '';
    let index: Record<string, string> = {};

    beforeAll(async () => {
      root = tempDir('content-index-');
      for (const dir of ['server', 'shared'])
        cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
      symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'));
      writeFileSync(path.join(root, DESCRIPTION_FILE), PRESS_DESCRIPTION);
      mkdirSync(path.join(root, path.dirname(STORAGE_FILE)), { recursive: true });
      writeFileSync(path.join(root, STORAGE_FILE), PRESS_STORAGE);
      index = await contentIndex(root);
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    test('joins the catalogue and the storage in its position, between publications and the blog', () => {
      expect(index['shared/content/catalogue.gen.ts']).toContain("import { pressContent } from './press.ts';");
      expect(index['shared/content/catalogue.gen.ts']).toMatch(/publicationContent,\s+pressContent,\s+blogPostContent/);
      expect(index['server/content/registry.gen.ts']).toContain('press: pressType,');
    });

    test('is read plainly, answered under its public list path, and given its pages words and data', () => {
      expect(index['server/queries/public-reads.gen.ts']).toContain('press: publicReads(pressType, {}),');
      expect(index['server/routes/public-content.gen.ts']).toContain(
        ".route('/explore/press', publicRoutes('press', PUBLIC_READS.press))",
      );
      expect(index['server/services/public-pages.gen.ts']).toContain(
        'press: publicPage(PUBLIC_READS.press, entryMeta(pressContent), entryData(pressContent)),',
      );
      expect(index['client/lib/content-queries.gen.ts']).toContain(
        "press: contentQueries(['explore', 'press'], api.explore.press),",
      );
    });

    test('the existing types keep their own reads, words and data', () => {
      expect(index['server/queries/public-reads.gen.ts']).toContain('artists: artistReads,');
      expect(index['server/services/public-pages.gen.ts']).toContain(
        'films: publicPage(PUBLIC_READS.films, filmMeta, filmData),',
      );
    });
  });
});

describe('the plain words and data of an entry page', () => {
  const img = { src: '/api/media/x.webp', srcset: '', width: 800, height: 600, alt: 'Cover', title: 'Cover' };
  const entry = {
    slug: 'songs',
    title: 'Songs of the Taedong',
    short_description: '<p>A book of <b>songs</b> and poems.</p>',
    long_description: '<p>Longer words.</p>',
    cover_img: img,
    metaDescription: '',
  };

  test('take the title, the first summary text without its markup, and the first image', () => {
    expect(entryMeta(publicationContent)(entry)).toEqual({
      title: 'Songs of the Taedong',
      description: 'A book of songs and poems.',
      image: img,
      type: 'article',
    });
    expect(entryMeta(publicationContent)({ ...entry, metaDescription: 'Staff words.' }).description).toBe(
      'Staff words.',
    );
  });

  test('describe the entry as a CreativeWork at its public address', () => {
    const data = entryData(publicationContent)('https://gallery.example', entry);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Songs of the Taedong',
      url: 'https://gallery.example/explore/publications/songs',
      description: 'A book of songs and poems.',
    });
  });
});
