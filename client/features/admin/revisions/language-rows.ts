import type { FieldDef } from '#shared/catalogue/define';
import { LANGUAGE_TEXTS as L, NAME_FORM_KEYS, translatableFields } from '#shared/catalogue/languages';
import { PUBLISHING_TEXTS } from '#shared/content/publishing';
import type { Screen } from '../screens/registry.ts';

export type CompareRow = { key: string; field: FieldDef; kept: unknown; now: unknown };

type Parts = {
  translations?: { zh?: Record<string, string> };
  languages?: { en?: boolean; zh?: boolean };
  names?: Record<string, string>;
};

const FORM_LABELS: Record<(typeof NAME_FORM_KEYS)[number], string> = {
  hangul: L.hangul,
  hanja: L.hanja,
  revised: L.revised,
  pinyinKey: L.pinyinKey,
};

export const PART_LABELS: Record<string, string> = {
  status: PUBLISHING_TEXTS.status,
  publish_at: PUBLISHING_TEXTS.publishOn,
  translations: 'Chinese texts',
  languages: L.publishedIn,
  names: L.names,
};

const languagesOf = (parts: Parts) =>
  [parts.languages?.en !== false ? L.english : '', parts.languages?.zh ? L.chinese : ''].filter(Boolean).join(', ');

/** A version kept before there were languages has none to compare. */
export function languageRows(screen: Screen, then: Parts, now: Parts): CompareRow[] {
  const rows: CompareRow[] = [];
  if (then.translations) {
    for (const field of translatableFields(screen)) {
      const before = then.translations.zh?.[field.name] ?? '';
      const after = now.translations?.zh?.[field.name] ?? '';
      if (before === after) continue;
      rows.push({
        key: `zh:${field.name}`,
        field: { ...field, label: L.chineseOf(field.label) },
        kept: before,
        now: after,
      });
    }
  }
  if (then.languages && languagesOf(then) !== languagesOf(now)) {
    const field: FieldDef = { kind: 'text', name: 'languages', label: L.publishedIn };
    rows.push({ key: 'languages', field, kept: languagesOf(then), now: languagesOf(now) });
  }
  if (then.names) {
    for (const form of NAME_FORM_KEYS) {
      const before = then.names[form] ?? '';
      const after = now.names?.[form] ?? '';
      if (before === after) continue;
      rows.push({
        key: `name:${form}`,
        field: { kind: 'text', name: form, label: FORM_LABELS[form] },
        kept: before,
        now: after,
      });
    }
  }
  return rows;
}
