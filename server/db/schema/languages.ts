import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LANGS } from '../../../shared/languages.ts';

/**
 * Content in more than one language (docs/decisions/012). An entry's own columns hold its English values;
 * the other languages' values of its translatable fields are rows here, so a new language is new rows, never
 * a column on every table. `type` is the content type's API name ('shop', 'artists', 'explore/films'...), or
 * 'site-settings' / 'site-texts' with entry 0 for the site's own texts.
 */
export const entryTranslations = sqliteTable(
  'entry_translations',
  {
    type: text('type').notNull(),
    entryId: integer('entry_id').notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    /** The field's name in the content schema ('title', 'description', 'metaDescription'). */
    field: text('field').notNull(),
    /** Text as typed, or sanitised HTML for a rich-text field. */
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.entryId, table.lang, table.field] })],
);

/**
 * Whether an entry is published in a language. No row means the language's default
 * (shared/languages.ts PUBLISHED_BY_DEFAULT: English yes, Chinese no), so every entry written before there
 * were languages is English only, and an entry can be English only, Chinese only, or both.
 */
export const entryPublication = sqliteTable(
  'entry_publication',
  {
    type: text('type').notNull(),
    entryId: integer('entry_id').notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    published: integer('published', { mode: 'boolean' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.entryId, table.lang] })],
);

/** The forms a name travels in beside its English and Chinese values (an artist's hangul, another romanisation). */
export const NAME_FORMS = ['hangul', 'hanja', 'revised', 'pinyinKey'] as const;
export type NameForm = (typeof NAME_FORMS)[number];

/**
 * A name's other forms: `hangul` (조선화), `hanja` when it differs from the Chinese name, `revised` (Revised
 * Romanization, 'Bak Dong-gu', where the English name is the official spelling 'Pak Tong Gu'), and
 * `pinyinKey`, the sort key of the Chinese name, generated (shared/names.ts) and correctable by staff. Search
 * finds an entry by any of them.
 */
export const entryNames = sqliteTable(
  'entry_names',
  {
    type: text('type').notNull(),
    entryId: integer('entry_id').notNull(),
    form: text('form', { enum: NAME_FORMS }).notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.entryId, table.form] }),
    index('entry_names_value').on(table.value),
  ],
);
