/// <reference path="../virtual-messages.d.ts" />
import { setupI18n } from '@lingui/core';
import { DEFAULT_LANG, INTL_LOCALE, LANG_TAG, LANGS, type Lang } from '#shared/languages';
import { activeLang, setTranslator } from '#shared/messages/index';

/**
 * The page's language and its messages (docs/decisions/012). The server writes `<html lang>` from the path
 * ('/zh/...' is Chinese), so the language is fixed for the document: switching languages loads the other
 * language's page. Only this language's compiled catalogue is downloaded, before the app first renders.
 */

const documentLang: Lang | undefined =
  typeof document === 'undefined'
    ? undefined
    : (LANGS.find((lang) => LANG_TAG[lang] === document.documentElement.lang) ?? DEFAULT_LANG);

/** The language of this page: the document's in the browser, the one being rendered on the server. */
export const pageLang = (): Lang => documentLang ?? activeLang();

/** A message the catalogue lacks shows its id and is reported, so tests find it (tests/e2e/languages.e2e.ts). */
function missing(_locale: string, id: string) {
  console.error(`Missing message: ${id}`);
  return id;
}

export async function loadMessages() {
  const lang = pageLang();
  const { messages } = lang === 'zh' ? await import('virtual:messages/zh') : await import('virtual:messages/en');
  const i18n = setupI18n({ missing });
  i18n.loadAndActivate({ locale: INTL_LOCALE[lang], messages });
  setTranslator(
    (id, values) => i18n._(id, values),
    () => lang,
  );
}
