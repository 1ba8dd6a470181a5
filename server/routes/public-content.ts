import { Hono } from 'hono';
import type { BlankInput } from 'hono/types';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import { PAGE_SIZE, PAGES_SEGMENT } from '../../shared/list-pages.ts';
import { pageQuery } from '../../shared/list-query.ts';
import type { Orm } from '../db/client.ts';
import type { AppEnv } from '../lib/env.ts';
import { badPosition, wholeListOnly } from '../lib/paging.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import type { PageAsk } from '../queries/keyset.ts';
import type { Viewer } from '../queries/published.ts';
import { entryNotFound } from '../services/entry-not-found.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

type PublicSchema<L, P, F> = {
  '/': {
    $get: {
      input: BlankInput;
      output: JSONParsed<L>;
      outputFormat: 'json';
      status: ContentfulStatusCode;
    };
  };
  '/pages': {
    $get: {
      input: { query: { limit?: string | string[] | undefined; after?: string | string[] | undefined } };
      output: JSONParsed<P>;
      outputFormat: 'json';
      status: ContentfulStatusCode;
    };
  };
  '/:slug': {
    $get: {
      input: { param: { slug: string } };
      output: JSONParsed<F>;
      outputFormat: 'json';
      status: ContentfulStatusCode;
    };
  };
};

type Reads<L, P, F> = {
  list: (orm: Orm, now: Date) => L;
  page: (orm: Orm, now: Date, ask: PageAsk) => P | null;
  find: (orm: Orm, slug: string, viewer: Viewer) => F | undefined;
};

function notFoundText(api: ContentKey): string {
  const noun = CATALOGUE.find((type) => type.api === api)?.noun ?? 'entry';
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found.`;
}

export function publicRoutes<L, P, F extends { preview?: unknown }>(
  api: ContentKey,
  reads: Reads<L, P, F>,
): Hono<AppEnv, PublicSchema<L, P, F>, '/'> {
  const missing = notFoundText(api);
  return new Hono<AppEnv>()
    .use(publicRead)
    .get('/', wholeListOnly, (c) => c.json(reads.list(c.var.deps.db.orm, c.var.deps.now())))
    .get(`/${PAGES_SEGMENT}`, validateQuery(pageQuery), (c) => {
      const query = c.req.valid('query');
      const page = reads.page(c.var.deps.db.orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE });
      if (page === null) throw badPosition();
      return c.json(page);
    })
    .get('/:slug', followRenames(api), (c) => {
      const slug = c.req.param('slug');
      const entry = reads.find(c.var.deps.db.orm, slug, entryViewer(c));
      if (!entry) throw entryNotFound(c, api, slug, missing);
      markPreview(c, entry.preview !== undefined);
      return c.json(entry);
    });
}
