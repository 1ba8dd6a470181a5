import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { CONTENT_EDITORS, may, OWNERS, ROLE_TEXTS, type RoleGroup, SALES, STAFF } from '../../../shared/roles.ts';
import { TWO_STEP_TEXTS } from '../../../shared/two-step.ts';
import { CONTENT_TYPES } from '../../content/registry.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { twoStepRequired } from '../../queries/two-step.ts';

/**
 * Who may call each admin route (issue 29): one line per route, as `METHOD /path` under /api/admin. The gate in
 * ./index.ts enforces it for every request; a route missing here is refused to everyone, and
 * tests/api/admin-roles.test.ts fails until it is declared.
 */

/** Every content type has the same routes: reading is for all staff, changing for editors and owners. */
const contentRoutes = (type: string): Record<string, RoleGroup> => ({
  [`GET /${type}`]: STAFF,
  [`GET /${type}/update/:slug`]: STAFF,
  [`GET /${type}/:id/revisions`]: STAFF,
  [`GET /${type}/:id/revisions/:rev`]: STAFF,
  [`POST /${type}/new`]: CONTENT_EDITORS,
  [`PUT /${type}/update/:slug`]: CONTENT_EDITORS,
  [`DELETE /${type}/delete/:slug`]: CONTENT_EDITORS,
  [`POST /${type}/:id/revisions/:rev/restore`]: CONTENT_EDITORS,
});

export const ADMIN_ROUTE_ROLES: Readonly<Record<string, RoleGroup>> = {
  ...Object.assign({}, ...CONTENT_TYPES.map((type) => contentRoutes(type.path))),

  // The catalogue's lists, search, images, terms, texts and featured works.
  'GET /lists': STAFF,
  'GET /lists/pick': STAFF,
  'POST /lists/bulk': CONTENT_EDITORS,
  'GET /search': STAFF,
  'GET /image/list': STAFF,
  'GET /image/id/:id': STAFF,
  'POST /image/new': CONTENT_EDITORS,
  'PUT /image/update/:slug': CONTENT_EDITORS,
  'DELETE /image/delete/:slug': CONTENT_EDITORS,
  'GET /static-images': STAFF,
  'POST /static-images/update': CONTENT_EDITORS,
  'GET /site-texts': STAFF,
  'PUT /site-texts': CONTENT_EDITORS,
  'GET /terms': STAFF,
  'POST /terms/new': CONTENT_EDITORS,
  'PUT /terms/update/:id': CONTENT_EDITORS,
  'DELETE /terms/delete/:id': CONTENT_EDITORS,
  'GET /featured': STAFF,
  // Tear sheets and price lists with every price: sales send them, editors check them (issue 31).
  'GET /sheets/tear-sheet/:id': STAFF,
  'GET /sheets/price-list': STAFF,
  'PUT /featured': CONTENT_EDITORS,

  // Collectors' messages, the pipeline and personal data.
  'GET /inbox': SALES,
  'GET /inbox/counts': SALES,
  'GET /inbox/export.csv': SALES,
  'GET /inbox/:kind/:id': SALES,
  'PATCH /inbox/:kind/:id': SALES,
  'POST /inbox/:kind/:id/stage': SALES,
  'POST /inbox/:kind/:id/notes': SALES,
  'POST /inbox/:kind/:id/replies': SALES,
  'POST /inbox/enquiries/:id/reserve': SALES,
  'POST /inbox/enquiries/:id/sold': SALES,
  'GET /newsletter': SALES,
  'GET /newsletter/export.csv': SALES,
  'DELETE /newsletter/:id': SALES,
  // Mails a restore held: visitors' and enquiries' mails, sent or discarded by those who answer them.
  'GET /held-mail': SALES,
  'POST /held-mail/:id/send': SALES,
  'POST /held-mail/:id/discard': SALES,
  'POST /held-mail/send-all': SALES,
  'POST /held-mail/discard-all': SALES,

  // Accounts and the site's settings; one's own password and sessions are everyone's.
  'GET /accounts': OWNERS,
  'POST /signup': OWNERS,
  'PUT /accounts/:id/role': OWNERS,
  'DELETE /accounts/:id': OWNERS,
  'POST /accounts/:id/sign-out': OWNERS,
  'POST /accounts/password': STAFF,
  'PUT /accounts/language': STAFF,
  'POST /accounts/sign-out-everywhere': STAFF,
  'POST /accounts/sign-out-others': STAFF,
  'GET /accounts/sessions': STAFF,
  'DELETE /accounts/sessions/:id': STAFF,
  'POST /accounts/:id/reset-two-step': OWNERS,
  'GET /two-step': STAFF,
  'POST /two-step/setup': STAFF,
  'POST /two-step/confirm': STAFF,
  'POST /two-step/recovery-codes': STAFF,
  'POST /two-step/off': STAFF,
  'GET /two-step/passkeys': STAFF,
  'POST /two-step/passkeys/options': STAFF,
  'POST /two-step/passkeys': STAFF,
  'PUT /two-step/passkeys/:id': STAFF,
  'DELETE /two-step/passkeys/:id': STAFF,
  'PUT /two-step/policy': OWNERS,
  'GET /audit': OWNERS,
  'GET /audit/export.csv': OWNERS,
  'GET /backups': OWNERS,
  'GET /settings': OWNERS,
  'POST /settings/update': OWNERS,
};

/**
 * The route that will answer, as `METHOD /path` under the admin's mount: the first one matched after this
 * middleware that is not itself a middleware (`use` registers for every method). Undefined when no admin route
 * matches, and the request goes on to the API's 404.
 */
export function answeringRoute(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  const routes = matchedRoutes(c);
  const mount = routes[c.req.routeIndex]?.path.replace(/\/\*$/, '') ?? '';
  const route = routes.slice(c.req.routeIndex + 1).find((r) => r.method !== 'ALL' && r.path.startsWith(`${mount}/`));
  return route && `${route.method} ${route.path.slice(mount.length)}`;
}

/** All an account without a second factor may do once owners require one of everybody: set one up. */
const SETUP_ROUTES: ReadonlySet<string> = new Set([
  'GET /two-step',
  'POST /two-step/setup',
  'POST /two-step/confirm',
  'GET /two-step/passkeys',
  'POST /two-step/passkeys/options',
  'POST /two-step/passkeys',
]);

/**
 * After the session check: the signed-in account's role must be one the route declares, and when owners
 * require two-step sign-in, an account without it reaches only its set-up.
 */
export function requireRole(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = answeringRoute(c);
    const user = c.var.user;
    if (route !== undefined) {
      const group = ADMIN_ROUTE_ROLES[route];
      if (!group || !may(user?.role, group)) throw httpError(403, { error: ROLE_TEXTS.refused });
      if (user && !user.twoStep && !SETUP_ROUTES.has(route) && twoStepRequired(c.var.deps.db.orm)) {
        throw httpError(403, { error: TWO_STEP_TEXTS.setUpFirst, twoStepRequired: true });
      }
    }
    await next();
  };
}
