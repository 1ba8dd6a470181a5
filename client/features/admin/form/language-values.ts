import { NAME_FORM_KEYS, NAMED_TYPES, translatableFields } from '#shared/catalogue/languages';
import type { Screen } from '../screens/registry.ts';
import type { FormValues } from './form-values.ts';

/** docs/decisions/012: other languages travel as `zh:{field}`, `lang:{code}` and `name:{form}` values. */

export const zhKey = (field: string) => `zh:${field}`;
export const langKey = (lang: 'en' | 'zh') => `lang:${lang}`;
export const nameKey = (form: string) => `name:${form}`;

export const hasNameForms = (screen: Screen) => NAMED_TYPES.includes(screen.api);

type Stored = {
  translations?: { zh?: Record<string, string> };
  languages?: { en?: boolean; zh?: boolean };
  names?: Record<string, string>;
};

export function initialLanguageValues(screen: Screen, entry?: Record<string, unknown>): FormValues {
  const stored = (entry ?? {}) as Stored;
  const values: FormValues = {};
  for (const field of translatableFields(screen))
    values[zhKey(field.name)] = stored.translations?.zh?.[field.name] ?? '';
  values[langKey('en')] = stored.languages?.en ?? true;
  values[langKey('zh')] = stored.languages?.zh ?? false;
  if (hasNameForms(screen)) for (const form of NAME_FORM_KEYS) values[nameKey(form)] = stored.names?.[form] ?? '';
  return values;
}

export function languageBody(screen: Screen, values: FormValues): Record<string, unknown> {
  const zh = Object.fromEntries(
    translatableFields(screen).map((field) => [field.name, String(values[zhKey(field.name)] ?? '')]),
  );
  const body: Record<string, unknown> = {
    translations: { zh },
    languages: { en: values[langKey('en')] !== false, zh: values[langKey('zh')] === true },
  };
  if (hasNameForms(screen)) {
    body.names = Object.fromEntries(NAME_FORM_KEYS.map((form) => [form, String(values[nameKey(form)] ?? '')]));
  }
  return body;
}

/** Rich text with no words and no picture ('<p></p>') is no value. */
export const isWritten = (value: unknown) =>
  typeof value === 'string' && (/<img\s/i.test(value) || value.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '');
