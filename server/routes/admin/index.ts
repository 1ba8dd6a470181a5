import { Hono } from 'hono';
import { CONTENT_TYPES } from '../../content/registry.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { sessionUser } from '../../services/sessions.ts';
import { contentRoutes } from './content.ts';
import { adminImageRoutes } from './images.ts';
import { inboxRoutes } from './inbox.ts';
import { adminSettingsRoutes } from './settings.ts';
import { signupRoutes } from './signup.ts';
import { adminStaticImageRoutes } from './static-images.ts';

/**
 * Everything under /api/admin. The gate runs before any admin route, so a route added here can never be
 * left open: without a live session the answer is 401 and nothing else runs.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const user = sessionUser(c);
    if (!user) throw httpError(401, { error: 'Sign in to continue.' });
    c.set('user', user);
    await next();
  })
  .route('/inbox', inboxRoutes)
  .route('/signup', signupRoutes)
  .route('/image', adminImageRoutes)
  .route('/static-images', adminStaticImageRoutes)
  .route('/settings', adminSettingsRoutes);

// One set of routes per content type (/api/admin/shop, /artists, ...), all made by the same factory.
for (const type of CONTENT_TYPES) adminRoutes.route(`/${type.path}`, contentRoutes(type));
