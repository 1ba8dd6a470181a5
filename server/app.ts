import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { installServerMessages } from './i18n/messages.ts';
import type { AppDeps, AppEnv } from './lib/env.ts';
import { CLIENT_DIST } from './lib/paths.ts';
import { answerKeptReads } from './middleware/cached-reads.ts';
import { gzip } from './middleware/gzip.ts';
import { hostRequired } from './middleware/host-required.ts';
import { jsonOnly } from './middleware/json-only.ts';
import { language } from './middleware/language.ts';
import { originCheck } from './middleware/origin-check.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { contentRoutes } from './routes/admin/content.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { clientRoutes } from './routes/client.ts';
import { exhibitionRoutes } from './routes/exhibitions.ts';
import { healthRoutes } from './routes/health.ts';
import { imageRoutes } from './routes/image.ts';
import { mediaRoutes } from './routes/media.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { publicContentRoutes } from './routes/public-content.gen.ts';
import { searchRoutes } from './routes/search.ts';
import { sendRoutes } from './routes/send.ts';
import { shopRoutes } from './routes/shop.ts';
import { siteRoutes } from './routes/site.ts';
import { siteFileRoutes } from './routes/site-files.ts';
import { siteTextRoutes } from './routes/site-texts.ts';
import { staticImageRoutes } from './routes/static-images.ts';
import { userRoutes } from './routes/user.ts';
import { readFirstPagesFrom } from './services/first-page.ts';

function apiRoutes() {
  return new Hono<AppEnv>()
    .route('/shop', shopRoutes)
    .route('/explore/exhibitions', exhibitionRoutes)
    .route('/', publicContentRoutes)
    .route('/search', searchRoutes)
    .route('/static-images', staticImageRoutes)
    .route('/newsletter', newsletterRoutes)
    .route('/send', sendRoutes)
    .route('/image', imageRoutes)
    .route('/media', mediaRoutes)
    .route('/site/texts', siteTextRoutes)
    .route('/site', siteRoutes)
    .route('/health', healthRoutes)
    .route('/user', userRoutes)
    .route('/admin', adminRoutes);
}

export type AppType = ReturnType<typeof apiRoutes>;

export type AnyContentRoutes = ReturnType<typeof contentRoutes<z.ZodObject, string>>;

export function createApp(deps: AppDeps, options: { clientDir?: string; keptReadsFirst?: boolean } = {}) {
  installServerMessages();
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(requestLog(deps.config.logRequests, deps.log));
  app.use(securityHeaders());
  app.use(hostRequired());
  app.use(gzip());
  app.use(language());

  // DESIGN 'Sessions and admin': writes come from the site's own pages and speak JSON.
  app.use('/api/*', originCheck(), jsonOnly());
  const api = apiRoutes();
  app.route('/api', api);
  readFirstPagesFrom(deps, api);
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.route('/', siteFileRoutes);
  app.route('/', clientRoutes(options.clientDir ?? CLIENT_DIST, deps.config.publicUrl));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    return c.json({ error: 'Internal error' }, 500);
  });
  // Kept public reads are answered before the chain, with the same headers (cached-reads.ts).
  if (options.keptReadsFirst !== false) app.fetch = answerKeptReads(deps, app.fetch) as typeof app.fetch;
  return app;
}
