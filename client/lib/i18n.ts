/// <reference path="../virtual-messages.d.ts" />
import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LANG, INTL_LOCALE, LANG_TAG, LANGS, type Lang } from '#shared/languages';
import { activeLang, setTranslator } from '#shared/messages/index';

// The language is fixed for the document; only its compiled catalogue is downloaded (docs/decisions/012).

const documentLang: Lang | undefined =
  typeof document === 'undefined'
    ? undefined
    : (LANGS.find((lang) => LANG_TAG[lang] === document.documentElement.lang) ?? DEFAULT_LANG);

export const pageLang = (): Lang => documentLang ?? activeLang();

/** A missing message shows its id and is reported, so tests find it (tests/e2e/languages.e2e.ts). */
function missing(_locale: string, id: string) {
  console.error(`Missing message: ${id}`);
  return id;
}

let first: Promise<I18n> | undefined;
let rest: Promise<void> | undefined;

function firstMessages(): Promise<I18n> {
  first ??= (async () => {
    const lang = pageLang();
    const { messages } = lang === 'zh' ? await import('virtual:messages/zh') : await import('virtual:messages/en');
    const i18n = setupI18n({ missing });
    i18n.loadAndActivate({ locale: INTL_LOCALE[lang], messages });
    setTranslator(
      (id, values) => i18n._(id, values),
      () => lang,
    );
    return i18n;
  })();
  return first;
}

// The server renders with every message already, so there both resolve at once.
export async function loadMessages(): Promise<void> {
  if (typeof window === 'undefined') return;
  await firstMessages();
}

export function loadRestOfMessages(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  rest ??= (async () => {
    const lang = pageLang();
    const [i18n, { messages }] = await Promise.all([
      firstMessages(),
      lang === 'zh' ? import('virtual:messages/zh-rest') : import('virtual:messages/en-rest'),
    ]);
    i18n.load(INTL_LOCALE[lang], messages);
  })().catch((error: unknown) => {
    // A dropped connection: the next navigation tries again.
    rest = undefined;
    throw error;
  });
  return rest;
}
