import type { Context } from 'hono';
import type { ContentKey } from '../../shared/content/catalogue.ts';
import { STORAGE } from '../content/registry.ts';
import type { AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';
import { publishedElsewhere } from '../queries/published.ts';

// docs/decisions/012: names the languages the entry is public in, so its page can lead there rather than end.
export function entryNotFound(c: Context<AppEnv>, api: ContentKey, slug: string, what: string) {
  const languages = publishedElsewhere(c.var.deps.db.orm, STORAGE[api].table as never, slug, c.var.deps.now());
  return httpError(404, languages ? { error: what, languages } : { error: what });
}
