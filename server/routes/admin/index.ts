import { Hono } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { MergeSchemaPath, Schema } from 'hono/types';
import type { z } from 'zod';
import { CONTENT_TYPES, type ContentType, type STORAGE } from '../../content/registry.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { sessionUser } from '../../services/sessions.ts';
import { adminSearchRoutes } from '../search.ts';
import { requireRole } from './access.ts';
import { adminAccountRoutes } from './accounts.ts';
import { answerInAccountLanguage } from './answer-language.ts';
import { adminAuditRoutes } from './audit.ts';
import { auditWrites } from './audit-trail.ts';
import { adminBackupRoutes } from './backups.ts';
import { contentRoutes } from './content.ts';
import { adminFeaturedRoutes } from './featured.ts';
import { heldMailRoutes } from './held-mail.ts';
import { adminImageRoutes } from './images.ts';
import { inboxRoutes } from './inbox.ts';
import { adminListRoutes } from './lists.ts';
import { adminNewsletterRoutes } from './newsletter.ts';
import { adminPasskeyRoutes } from './passkeys.ts';
import { adminSettingsRoutes } from './settings.ts';
import { adminSheetRoutes } from './sheets.ts';
import { signupRoutes } from './signup.ts';
import { adminSiteTextRoutes } from './site-texts.ts';
import { adminStaticImageRoutes } from './static-images.ts';
import { adminTermRoutes } from './terms.ts';
import { adminTwoStepRoutes } from './two-step.ts';

type RoutesOf<T> =
  T extends ContentType<infer S extends z.ZodObject, infer Api> ? ReturnType<typeof contentRoutes<S, Api>> : never;
type SchemaOf<H> = H extends HonoBase<AppEnv, infer S extends Schema, string, string> ? S : never;

type ContentSchema = {
  [K in keyof typeof STORAGE]: MergeSchemaPath<SchemaOf<RoutesOf<(typeof STORAGE)[K]>>, `/${K}`>;
}[keyof typeof STORAGE];

type WithContentRoutes<H> =
  H extends HonoBase<AppEnv, infer S, '/', infer Current> ? HonoBase<AppEnv, S | ContentSchema, '/', Current> : never;

/** Gives `hc` the types chaining `.route()` per type would; tests/types/api-probe.ts fails if one is missing. */
function withContentRoutes<H extends HonoBase<AppEnv, Schema, '/', string>>(app: H): WithContentRoutes<H>;
function withContentRoutes(app: HonoBase<AppEnv, Schema, '/', string>) {
  for (const type of CONTENT_TYPES) app.route(`/${type.path}`, contentRoutes(type));
  return app;
}

/**
 * The gate runs before any admin route, so a route added here can never be left open: first a live session,
 * then a role the route allows (./access.ts); each write that succeeds then leaves its row in the audit log.
 */
export const adminRoutes = withContentRoutes(
  new Hono<AppEnv>()
    .use(async (c, next) => {
      const user = sessionUser(c);
      if (!user) throw httpError(401, { error: 'Sign in to continue.' });
      c.set('user', user);
      await next();
    })
    .use(answerInAccountLanguage())
    .use(requireRole())
    .use(auditWrites())
    .route('/inbox', inboxRoutes)
    .route('/newsletter', adminNewsletterRoutes)
    .route('/held-mail', heldMailRoutes)
    .route('/signup', signupRoutes)
    .route('/image', adminImageRoutes)
    .route('/static-images', adminStaticImageRoutes)
    .route('/settings', adminSettingsRoutes)
    .route('/site-texts', adminSiteTextRoutes)
    .route('/terms', adminTermRoutes)
    .route('/accounts', adminAccountRoutes)
    .route('/two-step/passkeys', adminPasskeyRoutes)
    .route('/two-step', adminTwoStepRoutes)
    .route('/featured', adminFeaturedRoutes)
    .route('/search', adminSearchRoutes)
    .route('/lists', adminListRoutes)
    .route('/sheets', adminSheetRoutes)
    .route('/audit', adminAuditRoutes)
    .route('/backups', adminBackupRoutes),
);
