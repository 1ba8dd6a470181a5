import { Hono } from 'hono';
import { calendarDay } from '../../shared/exhibition-dates.ts';
import { EXHIBITION_TEXTS } from '../../shared/exhibition-texts.ts';
import { homeExhibitionQuery } from '../../shared/home-exhibition.ts';
import { isPaged, PAGE_SIZE, pageQuery } from '../../shared/list-query.ts';
import { SITE } from '../../shared/site.ts';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { badPosition } from '../lib/paging.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import { findCollection, listCollections, pageCollections } from '../queries/collections.ts';
import { exhibitionOnNow, findExhibition, listExhibitions, pageExhibitions } from '../queries/exhibitions.ts';
import { findFilm, listFilms, pageFilms } from '../queries/films.ts';
import { findPublication, listPublications, pagePublications } from '../queries/publications.ts';
import { entryNotFound } from '../services/entry-not-found.ts';
import { exhibitionCalendar } from '../services/exhibition-calendar.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

/**
 * The four content types under the site's Explore menu (SPEC 7 '/api/explore/...'). Each list answers whole
 * when called plainly and one page `{ items, next, total }` with `?limit=` (and `after`).
 */

const pageOrRefuse = <P>(page: P | null): P => {
  if (page === null) throw badPosition();
  return page;
};

const collectionRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(pageQuery), (c) => {
    const query = c.req.valid('query');
    if (!isPaged(query)) return c.json(listCollections(c.var.deps.db.orm, c.var.deps.now()));
    return c.json(
      pageOrRefuse(pageCollections(c.var.deps.db.orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE })),
    );
  })
  .get('/:slug', followRenames('collections'), (c) => {
    const slug = c.req.param('slug');
    const collection = findCollection(c.var.deps.db.orm, slug, entryViewer(c));
    if (!collection) throw entryNotFound(c, 'collections', slug, 'Collection not found.');
    markPreview(c, collection.preview !== undefined);
    return c.json(collection);
  });

const exhibitionRoutes = new Hono<AppEnv>()
  // Current, upcoming and past by the gallery's day in Beijing, whatever the visitor's clock says.
  .get('/', validateQuery(pageQuery), (c) => {
    const now = c.var.deps.now();
    const today = calendarDay(now, SITE.timeZone);
    const query = c.req.valid('query');
    if (!isPaged(query)) return c.json(listExhibitions(c.var.deps.db.orm, now, today));
    return c.json(
      pageOrRefuse(pageExhibitions(c.var.deps.db.orm, now, today, { ...query, limit: query.limit ?? PAGE_SIZE })),
    );
  })
  .get('/:slug', followRenames('exhibitions'), async (c, next) => {
    // `/current?for=home` is the home page's exhibition (the route below); an exhibition whose slug is
    // 'current' is still found here. Typed `never` so this route's answer stays the exhibition.
    if (c.req.param('slug') === 'current' && c.req.query('for')) {
      await next();
      return undefined as never;
    }
    const slug = c.req.param('slug');
    const exhibition = findExhibition(c.var.deps.db.orm, slug, entryViewer(c));
    if (!exhibition) throw entryNotFound(c, 'exhibitions', slug, 'Exhibition not found.');
    markPreview(c, exhibition.preview !== undefined);
    return c.json(exhibition);
  })
  // The home page's exhibition: the current one, else the next (null when there is neither).
  .get('/current', validateQuery(homeExhibitionQuery), (c) => {
    const now = c.var.deps.now();
    return c.json({ exhibition: exhibitionOnNow(c.var.deps.db.orm, now, calendarDay(now, SITE.timeZone)) });
  })
  .get('/:slug/calendar.ics', (c) => {
    const { deps } = c.var;
    const exhibition = findExhibition(deps.db.orm, c.req.param('slug'), entryViewer(c));
    if (!exhibition) throw notFound('Exhibition not found.');
    markPreview(c, exhibition.preview !== undefined);
    const file = exhibitionCalendar(deps.config.publicUrl, exhibition, deps.now());
    if (file === undefined) throw notFound(EXHIBITION_TEXTS.noDates);
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exhibition.slug}.ics"`,
    });
  });

const filmRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(pageQuery), (c) => {
    const query = c.req.valid('query');
    if (!isPaged(query)) return c.json(listFilms(c.var.deps.db.orm, c.var.deps.now()));
    return c.json(
      pageOrRefuse(pageFilms(c.var.deps.db.orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE })),
    );
  })
  .get('/:slug', followRenames('films'), (c) => {
    const slug = c.req.param('slug');
    const film = findFilm(c.var.deps.db.orm, slug, entryViewer(c));
    if (!film) throw entryNotFound(c, 'films', slug, 'Film not found.');
    markPreview(c, film.preview !== undefined);
    return c.json(film);
  });

const publicationRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(pageQuery), (c) => {
    const query = c.req.valid('query');
    if (!isPaged(query)) return c.json(listPublications(c.var.deps.db.orm, c.var.deps.now()));
    return c.json(
      pageOrRefuse(
        pagePublications(c.var.deps.db.orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE }),
      ),
    );
  })
  .get('/:slug', followRenames('publications'), (c) => {
    const slug = c.req.param('slug');
    const publication = findPublication(c.var.deps.db.orm, slug, entryViewer(c));
    if (!publication) throw entryNotFound(c, 'publications', slug, 'Publication not found.');
    markPreview(c, publication.preview !== undefined);
    return c.json(publication);
  });

export const exploreRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .route('/collections', collectionRoutes)
  .route('/exhibitions', exhibitionRoutes)
  .route('/films', filmRoutes)
  .route('/publications', publicationRoutes);
