import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';

/** What the browser needs to know about this installation: the captcha's public site key, if any. */
export const siteRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ turnstileSiteKey: c.var.deps.config.captcha?.siteKey ?? null });
});
