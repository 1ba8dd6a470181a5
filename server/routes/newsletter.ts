import { Hono } from 'hono';
import { newsletterSchema } from '../../shared/newsletter.ts';
import type { AppEnv } from '../lib/env.ts';
import { bodyLimit, LIMITS } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { validateJson } from '../middleware/validate.ts';
import { subscribeToNewsletter } from '../queries/newsletter.ts';

const THANKS = 'Thank you for subscribing.';

/** As for the contact form: plenty for a person, nothing for a script filling the list from one address. */
const perAddress = rateLimit({ limit: 10, windowMs: 10 * 60_000 });

/** The footer's newsletter box. */
export const newsletterRoutes = new Hono<AppEnv>().post(
  '/',
  perAddress,
  bodyLimit(LIMITS.small),
  validateJson(newsletterSchema),
  (c) => {
    const { email } = c.req.valid('json');
    subscribeToNewsletter(c.var.deps.db.orm, email);
    // The same answer whether the address is new or known, so nobody can probe who subscribed.
    return c.json({ message: THANKS }, 200);
  },
);
