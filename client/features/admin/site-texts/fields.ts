import type { FieldDef } from '#shared/catalogue/define';
import {
  type PressEntry,
  SITE_TEXT_KEYS,
  SITE_TEXTS,
  type SiteTextGroup,
  type SiteTextKey,
  type SiteTextValues,
} from '#shared/site-texts';
import type { FormValue, FormValues, Row } from '../form/form-values.ts';
import { SITE_TEXTS_SCREEN as T } from './texts.ts';

export function fieldOf(key: SiteTextKey): FieldDef {
  const d = SITE_TEXTS[key];
  const base = { name: key, label: d.label, ...('hint' in d ? { hint: d.hint } : {}) };
  switch (d.kind) {
    case 'plain':
      return { ...base, kind: 'text', multiline: 'paragraphs' in d || d.max > 200 };
    case 'rich':
      return { ...base, kind: 'rich' };
    case 'image':
      return { ...base, kind: 'image', optional: true };
    case 'list':
      return {
        ...base,
        kind: 'rows',
        min: 0,
        itemLabel: T.pressEntry,
        newRow: {},
        columns: [
          { kind: 'text', name: 'name', label: T.pressName },
          { kind: 'image', name: 'logoImageId', label: T.pressLogo, optional: true },
          { kind: 'text', name: 'url', label: T.pressLink, optional: true },
        ],
      };
  }
}

export const keysOf = (group: SiteTextGroup) => SITE_TEXT_KEYS.filter((key) => SITE_TEXTS[key].group === group);

export const toValues = (texts: SiteTextValues): FormValues => ({
  ...texts,
  findUsIn: texts.findUsIn.map((entry): Row => ({ ...entry })),
});

const toPress = (row: Row): PressEntry => ({
  name: String(row.name ?? ''),
  logoImageId: typeof row.logoImageId === 'number' ? row.logoImageId : null,
  url: String(row.url ?? ''),
});

export function toTexts(values: FormValues): Record<SiteTextKey, FormValue | PressEntry[]> {
  const texts = { ...values } as Record<SiteTextKey, FormValue | PressEntry[]>;
  texts.findUsIn = (values.findUsIn as Row[])
    .map(toPress)
    .filter((entry) => entry.name.trim() || entry.url.trim() || entry.logoImageId !== null);
  return texts;
}

export const keyOfPath = (path: string | undefined) => (path ?? '').replace(/^texts\./, '').split('.')[0] ?? '';
