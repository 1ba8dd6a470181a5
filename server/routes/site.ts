import { Hono } from 'hono';
import { currentLang } from '../i18n/context.ts';
import type { AppEnv } from '../lib/env.ts';
import { publicRead } from '../middleware/cache.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { publicSiteSettings } from '../queries/site-settings.ts';
import { termLabels } from '../queries/terms.ts';
import { issueChallenge } from '../services/altcha.ts';

/** The ALTCHA key never leaves the server; challenges signed with it come from /challenge. */
export const siteRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    const captcha = c.var.deps.config.captcha;
    return c.json({
      captcha: captcha ? (captcha.turnstile ? ('turnstile' as const) : ('altcha' as const)) : null,
      turnstileSiteKey: captcha?.turnstile?.siteKey ?? null,
    });
  })
  .get('/settings', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(publicSiteSettings(c.var.deps.db.orm), 200);
  })
  .get('/terms', publicRead, (c) => c.json(termLabels(c.var.deps.db.orm, currentLang()), 200))
  .get('/challenge', rateLimit({ limit: 30, windowMs: 10 * 60_000 }), async (c) => {
    const { config, now } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    if (!config.captcha) return c.json({ error: 'The captcha is off on this site.' }, 404);
    return c.json(await issueChallenge(config.captcha.altcha, now()), 200);
  });
