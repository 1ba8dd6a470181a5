import {
  LANGUAGE_TEXTS,
  type LanguageExtras,
  type LanguageState,
  NAMED_TYPES,
  type RowValues,
  translatableFields,
} from '../../shared/catalogue/languages.ts';
import { pinyinKey } from '../../shared/names.ts';
import type { Orm } from '../db/client.ts';
import { forgetNames, readNames, writeNames } from '../i18n/names.ts';
import { forgetEntry, languagesOf, readTranslations, setLanguages, writeTranslations } from '../i18n/translations.ts';
import { httpError } from '../lib/errors.ts';
import { sanitizeRichText } from '../services/sanitize.ts';
import { captionLists, captionsToRows, captionsToStore } from './caption-translations.ts';
import type { ContentType } from './define.ts';

const named = (type: ContentType) => NAMED_TYPES.includes(type.path);

export function readLanguageState(orm: Orm, type: ContentType, entryId: number): LanguageState {
  const zh = readTranslations(orm, type.path, entryId, 'zh');
  const state: LanguageState = { translations: { zh }, languages: languagesOf(orm, type.path, entryId) };
  const lists = captionLists(type);
  if (lists.length > 0) {
    const rows: Record<string, RowValues> = {};
    for (const list of lists) {
      rows[list.name] = captionsToRows(orm, list.table, entryId, zh[list.name]);
      delete zh[list.name];
    }
    state.rowTranslations = { zh: rows };
  }
  if (named(type)) state.names = readNames(orm, type.path, entryId);
  return state;
}

const isBlankHtml = (html: string) => !/<img\s/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

function cleanTranslations(type: ContentType, values: Record<string, string>): Record<string, string> {
  const rich = new Set(
    translatableFields(type.description)
      .filter((f) => f.kind === 'rich')
      .map((f) => f.name),
  );
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!rich.has(field)) out[field] = value.trim();
    else {
      const clean = sanitizeRichText(value);
      out[field] = isBlankHtml(clean) ? '' : clean;
    }
  }
  return out;
}

/** Publishing in Chinese needs the Chinese title; this runs in the save's transaction, so a refusal keeps nothing. */
export function writeLanguageState(tx: Orm, type: ContentType, entryId: number, extras: LanguageExtras): void {
  const zh = extras.translations?.zh ? cleanTranslations(type, extras.translations.zh) : undefined;
  const titleField = type.description.titleField;
  const publishedZh = extras.languages?.zh ?? languagesOf(tx, type.path, entryId).zh;
  const previousTitle = readTranslations(tx, type.path, entryId, 'zh')[titleField] ?? '';
  const chineseTitle = zh?.[titleField] ?? previousTitle;
  if (publishedZh && chineseTitle === '') {
    const label = type.description.fields.find((f) => f.name === titleField)?.label ?? titleField;
    throw httpError(400, {
      errors: [{ msg: LANGUAGE_TEXTS.requiredToPublish(label), path: `translations.zh.${titleField}` }],
    });
  }
  if (zh) writeTranslations(tx, type.path, entryId, 'zh', zh);
  const rows = extras.rowTranslations?.zh;
  if (rows) {
    for (const list of captionLists(type)) {
      const values = rows[list.name];
      if (values)
        writeTranslations(tx, type.path, entryId, 'zh', {
          [list.name]: captionsToStore(tx, list.table, entryId, values),
        });
    }
  }
  if (extras.languages) setLanguages(tx, type.path, entryId, extras.languages);
  if (named(type) && (extras.names || zh?.[titleField] !== undefined)) {
    const stored = readNames(tx, type.path, entryId).pinyinKey ?? '';
    // With no forms sent, a stored pinyin key stays; a new Chinese name gets one when it has none.
    const forms = { ...(extras.names ?? { pinyinKey: stored }) };
    // A key that was generated (staff did not correct it) follows a renamed Chinese name.
    const renamed = chineseTitle !== previousTitle;
    if (renamed && stored !== '' && forms.pinyinKey === stored && stored === pinyinKey(previousTitle)) {
      forms.pinyinKey = '';
    }
    writeNames(tx, type.path, entryId, forms, chineseTitle);
  }
}

export function forgetLanguageState(tx: Orm, type: ContentType, entryId: number): void {
  forgetEntry(tx, type.path, entryId);
  forgetNames(tx, type.path, entryId);
}
