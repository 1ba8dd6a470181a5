import type { Context } from 'hono';
import type { ContentKey } from '../../shared/content/catalogue.ts';
import { STORAGE } from '../content/registry.ts';
import type { AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';
import { publishedElsewhere } from '../queries/published.ts';

/**
 * The 404 of an entry's read. An entry public in another language than the request's is not found in this
 * one, but the answer says where it is (`languages`, as an entry's own answer names them), so its page can
 * lead there rather than end (docs/decisions/012).
 */
export function entryNotFound(c: Context<AppEnv>, api: ContentKey, slug: string, what: string) {
  const languages = publishedElsewhere(c.var.deps.db.orm, STORAGE[api].table as never, slug, c.var.deps.now());
  return httpError(404, languages ? { error: what, languages } : { error: what });
}
