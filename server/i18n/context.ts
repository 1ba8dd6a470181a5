import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../../shared/languages.ts';

/**
 * The language a request is answered in, for the code it reaches without passing it down: the public-read
 * rule (server/queries/published.ts keeps an entry out of a language it is not published in), the translated
 * columns (server/i18n/translations.ts) and the messages (server/i18n/messages.ts). Set for each request by
 * server/middleware/language.ts. Undefined outside a public request (the admin, a command, a unit test): then
 * nothing is filtered or translated and every read is as it was before there were languages.
 */
const store = new AsyncLocalStorage<Lang>();

export const currentLang = (): Lang | undefined => store.getStore();

/** Runs `work` (and everything it awaits) in `lang`. */
export const inLang = <T>(lang: Lang, work: () => T): T => store.run(lang, work);
