import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANG, isLang, LANG_PARAM, splitLangPath } from '../../shared/languages.ts';
import { inLang } from '../i18n/context.ts';
import type { AppEnv } from '../lib/env.ts';

/**
 * Sets the language a request is answered in (server/i18n/context.ts): a page's from its path ('/zh/...'), a
 * public API read's from `?lang=` (English without it, as the SPEC's calls are). The admin API works across
 * languages and gets none. An unknown `?lang=` is refused rather than answered in a language not asked for.
 */
export function language(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (path === '/api/admin' || path.startsWith('/api/admin/')) return next();
    if (path.startsWith('/api/')) {
      const asked = c.req.query(LANG_PARAM);
      if (asked !== undefined && !isLang(asked)) return c.json({ error: 'Unknown language.' }, 400);
      return inLang(asked ?? DEFAULT_LANG, next);
    }
    return inLang(splitLangPath(path).lang, next);
  };
}
