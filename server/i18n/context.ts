import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../../shared/languages.ts';

// Undefined outside a public request (the admin, a command, a unit test): nothing is then filtered or translated.
const store = new AsyncLocalStorage<Lang>();

export const currentLang = (): Lang | undefined => store.getStore();

export const inLang = <T>(lang: Lang, work: () => T): T => store.run(lang, work);
