import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LANGS } from '../../../shared/languages.ts';

/** Non-English values as rows, so a new language is new rows, never new columns (docs/decisions/012). */
export const entryTranslations = sqliteTable(
  'entry_translations',
  {
    /** A content type's API name, or 'site-settings' / 'site-texts' with entry 0 for the site's own texts. */
    type: text('type').notNull(),
    entryId: integer('entry_id').notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    field: text('field').notNull(),
    /** Text as typed, or sanitised HTML for a rich-text field. */
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.entryId, table.lang, table.field] })],
);

/** No row means the language's default (shared/languages.ts PUBLISHED_BY_DEFAULT: English yes, Chinese no). */
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

export const NAME_FORMS = ['hangul', 'hanja', 'revised', 'pinyinKey'] as const;
export type NameForm = (typeof NAME_FORMS)[number];

/** Search finds an entry by any form; `pinyinKey` is generated (shared/names.ts) and correctable by staff. */
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
