import { Hono } from 'hono';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import { calendarDay } from '../../shared/exhibition-dates.ts';
import { isPaged, PAGE_SIZE, pageQuery } from '../../shared/list-query.ts';
import { SITE } from '../../shared/site.ts';
import type { Orm } from '../db/client.ts';
import type { AppEnv } from '../lib/env.ts';
import { badPosition } from '../lib/paging.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import { findArtist, listArtists, pageArtists } from '../queries/artists.ts';
import { findBlogPost, listBlogPosts, pageBlogPosts } from '../queries/blog.ts';
import { findCollection, listCollections, pageCollections } from '../queries/collections.ts';
import { findExhibition, listExhibitions, pageExhibitions } from '../queries/exhibitions.ts';
import { findFilm, listFilms, pageFilms } from '../queries/films.ts';
import type { PageAsk } from '../queries/keyset.ts';
import { findPublication, listPublications, pagePublications } from '../queries/publications.ts';
import type { Viewer } from '../queries/published.ts';
import { entryNotFound } from '../services/entry-not-found.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

export type PublicReads<L, P, F> = {
  list: (orm: Orm, now: Date) => L;
  page: (orm: Orm, now: Date, ask: PageAsk) => P | null;
  find: (orm: Orm, slug: string, viewer: Viewer) => F | undefined;
};

function notFoundText(api: ContentKey): string {
  const noun = CATALOGUE.find((type) => type.api === api)?.noun ?? 'entry';
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found.`;
}

function publicRoutes<L, P, F extends { preview?: unknown }>(api: ContentKey, reads: PublicReads<L, P, F>) {
  const missing = notFoundText(api);
  return new Hono<AppEnv>()
    .get('/', validateQuery(pageQuery), (c) => {
      const { orm } = c.var.deps.db;
      const query = c.req.valid('query');
      if (!isPaged(query)) return c.json(reads.list(orm, c.var.deps.now()));
      const page = reads.page(orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE });
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

export const PUBLIC_ROUTES = {
  artists: publicRoutes('artists', { list: listArtists, page: pageArtists, find: findArtist }),
  blog: publicRoutes('blog', { list: listBlogPosts, page: pageBlogPosts, find: findBlogPost }),
  collections: publicRoutes('collections', { list: listCollections, page: pageCollections, find: findCollection }),
  exhibitions: publicRoutes('exhibitions', {
    // Current, upcoming and past by the gallery's day in Beijing, whatever the visitor's clock says.
    list: (orm, now) => listExhibitions(orm, now, calendarDay(now, SITE.timeZone)),
    page: (orm, now, ask) => pageExhibitions(orm, now, calendarDay(now, SITE.timeZone), ask),
    find: findExhibition,
  }),
  films: publicRoutes('films', { list: listFilms, page: pageFilms, find: findFilm }),
  publications: publicRoutes('publications', { list: listPublications, page: pagePublications, find: findPublication }),
};
