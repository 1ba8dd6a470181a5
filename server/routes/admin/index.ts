import { Hono } from 'hono';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { sessionUser } from '../../services/sessions.ts';
import { inboxRoutes } from './inbox.ts';
import { signupRoutes } from './signup.ts';

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
  .route('/signup', signupRoutes);
