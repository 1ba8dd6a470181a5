import { Hono } from 'hono';
import { EXHIBITION_TEXTS } from '../../shared/exhibition-texts.ts';
import { homeExhibitionQuery } from '../../shared/home-exhibition.ts';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { validateQuery } from '../middleware/validate.ts';
import { exhibitionOnNow, exhibitionReads } from '../queries/exhibitions.ts';
import { exhibitionCalendar } from '../services/exhibition-calendar.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

/** Mounted before the list, so `/current` wins over `/:slug` (docs/decisions/016); each route caches on its own. */
export const exhibitionRoutes = new Hono<AppEnv>()
  .get('/current', publicRead, validateQuery(homeExhibitionQuery), (c) =>
    c.json({ exhibition: exhibitionOnNow(c.var.deps.db.orm, c.var.deps.now()) }),
  )
  .get('/:slug/calendar.ics', publicRead, (c) => {
    const { deps } = c.var;
    const exhibition = exhibitionReads.find(deps.db.orm, c.req.param('slug'), entryViewer(c));
    if (!exhibition) throw notFound('Exhibition not found.');
    markPreview(c, exhibition.preview !== undefined);
    const file = exhibitionCalendar(deps.config.publicUrl, exhibition, deps.now());
    if (file === undefined) throw notFound(EXHIBITION_TEXTS.noDates);
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exhibition.slug}.ics"`,
    });
  });
