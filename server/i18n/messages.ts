import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANG, INTL_LOCALE, LANGS, type Lang } from '../../shared/languages.ts';
import en from '../../shared/messages/en.json';
import { type MessageId, type MessageValues, setTranslator } from '../../shared/messages/index.ts';
import zh from '../../shared/messages/zh.json';
import { currentLang } from './context.ts';

const CATALOGUES: Record<Lang, Record<string, string>> = { en, zh };

const instances = Object.fromEntries(
  LANGS.map((lang): [Lang, I18n] => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(INTL_LOCALE[lang], CATALOGUES[lang]);
    i18n.activate(INTL_LOCALE[lang]);
    return [lang, i18n];
  }),
) as Record<Lang, I18n>;

export const messageIn = (lang: Lang, id: MessageId, values?: MessageValues): string => instances[lang]._(id, values);

// English outside a request.
export function installServerMessages() {
  setTranslator(
    (id, values) => messageIn(currentLang() ?? DEFAULT_LANG, id, values),
    () => currentLang() ?? DEFAULT_LANG,
  );
}
