import { z } from 'zod';
import { MAX_LIST } from '../content-fields.ts';
import type { Lang } from '../languages.ts';
import { hasInvisible, invisibleMessage } from '../visible-text.ts';
import type { ColumnDef, ContentDescription, FieldDef } from './define.ts';

/** docs/decisions/012. A part left out of a body is kept as it is. */

/** Mirrors server/db/schema/languages.ts NAME_FORMS. */
export const NAME_FORM_KEYS = ['hangul', 'hanja', 'revised', 'pinyinKey'] as const;
export type NameFormKey = (typeof NAME_FORM_KEYS)[number];
export type NameFormValues = Partial<Record<NameFormKey, string>>;

export const NAMED_TYPES: readonly string[] = ['artists'];

export type TranslatableField = Extract<FieldDef, { kind: 'text' | 'rich' }>;

export const translatableFields = (description: Pick<ContentDescription, 'fields'>): TranslatableField[] =>
  description.fields.filter(
    (field): field is TranslatableField =>
      (field.kind === 'text' || field.kind === 'rich') && field.translatable === true,
  );

/** The list's Chinese values travel as one array, a value per row, under `rowTranslations.zh[list]`. */
export type TranslatableRows = {
  field: Extract<FieldDef, { kind: 'rows' }>;
  column: Extract<ColumnDef, { kind: 'text' }>;
};

export const translatableRows = (description: Pick<ContentDescription, 'fields'>): TranslatableRows[] =>
  description.fields.flatMap((field) => {
    if (field.kind !== 'rows') return [];
    const column = field.columns.find(
      (c): c is TranslatableRows['column'] => c.kind === 'text' && c.translatable === true,
    );
    return column ? [{ field, column }] : [];
  });

export type RowValues = string[];

export const LANGUAGE_TEXTS = {
  chinese: '中文',
  english: 'English',
  publishedIn: 'Published in',
  publishedInHint: 'An entry can be published in English only, and in Chinese once its Chinese side is written.',
  missing: 'Chinese missing',
  names: 'Other forms of the name',
  hangul: 'Hangul',
  hanja: 'Hanja',
  hanjaHint: 'Only if it differs from the Chinese name.',
  revised: 'Revised Romanization',
  suggest: (value: string) => `Use "${value}"`,
  pinyinKey: 'Pinyin sort key',
  pinyinKeyHint: 'Empty: made from the Chinese name on save. Correct it if a character is read wrongly.',
  chineseOf: (label: string) => `${label} in Chinese`,
  rowsNotList: (label: string) => `Chinese ${label.toLowerCase()}s must be a list of texts.`,
  rowTooLong: (label: string, max: number) =>
    `Each Chinese ${label.toLowerCase()} can be at most ${max.toLocaleString('en')} characters.`,
  requiredToPublish: (label: string) => `Chinese ${label.toLowerCase()} is required to publish in Chinese.`,
  tooLong: (label: string, max: number) =>
    `Chinese ${label.toLowerCase()} can be at most ${max.toLocaleString('en')} characters.`,
  nameTooLong: (label: string) => `${label} can be at most 200 characters.`,
} as const;

function maxOf(schema: z.ZodType | undefined): number | undefined {
  let current: unknown = schema;
  for (let i = 0; i < 4 && current; i++) {
    const own = (current as { maxLength?: number | null }).maxLength;
    if (typeof own === 'number') return own;
    const def = (current as { _zod?: { def?: { innerType?: unknown; in?: unknown } } })._zod?.def;
    current = def?.innerType ?? def?.in;
  }
  return undefined;
}

function rowShapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  let current: unknown = (schema as { _zod?: { def?: { element?: unknown } } } | undefined)?._zod?.def?.element;
  for (let i = 0; i < 4 && current; i++) {
    const shape = (current as { shape?: Record<string, z.ZodType> }).shape;
    if (shape) return shape;
    const def = (current as { _zod?: { def?: { innerType?: unknown; out?: unknown } } })._zod?.def;
    current = def?.innerType ?? def?.out;
  }
  return undefined;
}

export function languageExtrasSchema(description: Pick<ContentDescription, 'api' | 'fields' | 'schema'>) {
  const shape = description.schema.shape as Record<string, z.ZodType>;
  const fields = Object.fromEntries(
    translatableFields(description).map((field) => {
      const max = maxOf(shape[field.name]) ?? 200;
      const label = LANGUAGE_TEXTS.chineseOf(field.label);
      const value = z
        .string({ error: `${label} must be text.` })
        .max(max, { error: LANGUAGE_TEXTS.tooLong(field.label, max) });
      // Refused as in the English field (shared/content-fields.ts text): rich text is sanitised on write instead.
      const plain = value.trim().refine((text) => !hasInvisible(text), { error: invisibleMessage(label) });
      return [field.name, (field.kind === 'rich' ? value : plain).optional()];
    }),
  );
  const rowFields: Record<string, z.ZodType> = {};
  for (const { field, column } of translatableRows(description)) {
    const max = maxOf(rowShapeOf(shape[field.name])?.[column.name]) ?? 2000;
    const value = z
      .string({ error: LANGUAGE_TEXTS.rowsNotList(column.label) })
      .trim()
      .max(max, { error: LANGUAGE_TEXTS.rowTooLong(column.label, max) })
      .refine((text) => !hasInvisible(text), { error: invisibleMessage(LANGUAGE_TEXTS.chineseOf(column.label)) });
    rowFields[field.name] = z
      .array(value, { error: LANGUAGE_TEXTS.rowsNotList(column.label) })
      .max(MAX_LIST, { error: LANGUAGE_TEXTS.rowsNotList(column.label) })
      .optional();
  }
  const form = (label: string) =>
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(200, { error: LANGUAGE_TEXTS.nameTooLong(label) })
      .refine((text) => !hasInvisible(text), { error: invisibleMessage(label) })
      .optional();
  const rowTranslations = z
    .object({
      zh: z.object(rowFields, { error: 'Chinese values of lists (rowTranslations.zh) must be an object.' }).optional(),
    })
    .optional();
  return z.object({
    ...(Object.keys(rowFields).length > 0 ? { rowTranslations } : {}),
    translations: z
      .object({ zh: z.object(fields, { error: 'Chinese values (translations.zh) must be an object.' }).optional() })
      .optional(),
    languages: z
      .object({
        en: z.boolean({ error: 'Published in English must be true or false.' }).optional(),
        zh: z.boolean({ error: 'Published in Chinese must be true or false.' }).optional(),
      })
      .optional(),
    names: z
      .object({
        hangul: form(LANGUAGE_TEXTS.hangul),
        hanja: form(LANGUAGE_TEXTS.hanja),
        revised: form(LANGUAGE_TEXTS.revised),
        pinyinKey: form(LANGUAGE_TEXTS.pinyinKey),
      })
      .optional(),
  });
}

export type LanguageExtras = {
  translations?: { zh?: Record<string, string> };
  rowTranslations?: { zh?: Record<string, RowValues> };
  languages?: Partial<Record<Lang, boolean>>;
  names?: NameFormValues;
};

export type LanguageState = {
  translations: { zh: Record<string, string> };
  rowTranslations?: { zh: Record<string, RowValues> };
  languages: Record<Lang, boolean>;
  names?: NameFormValues;
};
