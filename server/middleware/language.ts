import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANG, isLang, LANG_PARAM, splitLangPath } from '../../shared/languages.ts';
import { inLang } from '../i18n/context.ts';
import type { AppEnv } from '../lib/env.ts';

// The SPEC's calls carry no `?lang=` and get English; an unknown one is refused, not answered in another language.
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
