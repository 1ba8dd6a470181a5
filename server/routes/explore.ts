import { Hono } from 'hono';
import { calendarDay } from '../../shared/exhibition-dates.ts';
import { EXHIBITION_TEXTS } from '../../shared/exhibition-texts.ts';
import { homeExhibitionQuery } from '../../shared/home-exhibition.ts';
import { SITE } from '../../shared/site.ts';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { validateQuery } from '../middleware/validate.ts';
import { exhibitionOnNow, findExhibition } from '../queries/exhibitions.ts';
import { exhibitionCalendar } from '../services/exhibition-calendar.ts';
import { entryViewer, markPreview } from '../services/preview.ts';
import { PUBLIC_ROUTES } from './public-content.ts';

// The words of the routes before the entries' `/:slug` are no exhibition's slug (docs/decisions/016).
const exhibitionRoutes = new Hono<AppEnv>()
  .get('/current', validateQuery(homeExhibitionQuery), (c) => {
    const now = c.var.deps.now();
    return c.json({ exhibition: exhibitionOnNow(c.var.deps.db.orm, now, calendarDay(now, SITE.timeZone)) });
  })
  .route('/', PUBLIC_ROUTES.exhibitions)
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

export const exploreRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .route('/collections', PUBLIC_ROUTES.collections)
  .route('/exhibitions', exhibitionRoutes)
  .route('/films', PUBLIC_ROUTES.films)
  .route('/publications', PUBLIC_ROUTES.publications);
