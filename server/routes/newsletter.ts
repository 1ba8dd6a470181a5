import { Hono } from 'hono';
import { newsletterSchema } from '../../shared/newsletter.ts';
import type { AppEnv } from '../lib/env.ts';
import { validateJson } from '../lib/validate.ts';
import { subscribeToNewsletter } from '../queries/newsletter.ts';

const THANKS = 'Thank you for subscribing.';

/** The footer's newsletter box. */
export const newsletterRoutes = new Hono<AppEnv>().post('/', validateJson(newsletterSchema), (c) => {
  const { email } = c.req.valid('json');
  subscribeToNewsletter(c.var.deps.db.orm, email);
  // The same answer whether the address is new or known, so nobody can probe who subscribed.
  return c.json({ message: THANKS }, 200);
});
