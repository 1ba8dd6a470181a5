import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { ADMIN_ROUTE_ROLES, requireRole } from '../../server/routes/admin/access.ts';
import { createSession } from '../../server/services/sessions.ts';
import { ROLE_TEXTS, ROLES, type Role } from '../../shared/roles.ts';
import { type AuthApp, addUser, createAuthApp } from './auth-fixtures.ts';

/**
 * Roles (issue 29): every admin route declares who may call it (server/routes/admin/access.ts), and the gate
 * refuses everyone else with a 403 before the route runs. The routes are read from the real app's own table, so
 * a route added later without a declaration fails here.
 */

let ctx: AuthApp;
const accounts = {} as Record<Role, number>;
beforeAll(async () => {
  ctx = await createAuthApp();
  accounts.owner = ctx.admin.id;
  accounts.editor = (await addUser(ctx.db, 'editor@gallery.example', 'woodcut of the taedong river', 'editor')).id;
  accounts.sales = (await addUser(ctx.db, 'sales@gallery.example', 'a price list on mulberry paper', 'sales')).id;
});
afterAll(() => ctx.close());

/** A fresh session of the account, as its browser's cookie (no password hashing: the sign-in has its own tests). */
const cookieOf = (role: Role) => `session=${createSession(ctx.db, accounts[role], ctx.clock.now())}`;

/** Every admin route the app has, as `METHOD /path` under /api/admin: the keys of the roles table. */
function adminRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of ctx.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/admin/')) continue;
    seen.add(`${route.method} ${route.path.slice('/api/admin'.length)}`);
  }
  return [...seen];
}

const concrete = (path: string) => `/api/admin${path.replace(/:\w+(\{[^}]*\})?/g, '1')}`;

const send = (route: string, cookie: string, body: unknown = {}) => {
  const [method = 'GET', path = ''] = route.split(' ');
  const read = method === 'GET' || method === 'HEAD';
  return ctx.app.request(concrete(path), {
    method,
    headers: {
      Origin: 'http://localhost:3000',
      Cookie: cookie,
      ...(read ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(read ? {} : { body: JSON.stringify(body) }),
  });
};

/** How many rows this connection has written since it opened: the app writes through the same one. */
const writes = () => ctx.db.raw.totalChanges();

test('every admin route declares its roles, and the table names no route that does not exist', () => {
  const routes = adminRoutes();
  expect(routes.length).toBeGreaterThan(90);
  expect(routes.filter((route) => !(route in ADMIN_ROUTE_ROLES))).toEqual([]);
  expect(Object.keys(ADMIN_ROUTE_ROLES).filter((route) => !routes.includes(route))).toEqual([]);
});

test('the table gives each role exactly its part of the admin', () => {
  const allowed = (role: Role) =>
    new Set(Object.keys(ADMIN_ROUTE_ROLES).filter((r) => ADMIN_ROUTE_ROLES[r]?.includes(role)));
  expect(allowed('owner').size).toBe(Object.keys(ADMIN_ROUTE_ROLES).length);
  const editor = allowed('editor');
  const sales = allowed('sales');
  for (const route of ['PUT /shop/update/:slug', 'POST /image/new', 'PUT /site-texts', 'PUT /featured']) {
    expect({ route, editor: editor.has(route), sales: sales.has(route) }).toEqual({
      route,
      editor: true,
      sales: false,
    });
  }
  for (const route of ['GET /inbox', 'POST /inbox/enquiries/:id/sold', 'GET /inbox/export.csv', 'GET /newsletter']) {
    expect({ route, editor: editor.has(route), sales: sales.has(route) }).toEqual({
      route,
      editor: false,
      sales: true,
    });
  }
  for (const route of ['GET /accounts', 'POST /signup', 'PUT /accounts/:id/role', 'POST /settings/update']) {
    expect({ route, editor: editor.has(route), sales: sales.has(route) }).toEqual({
      route,
      editor: false,
      sales: false,
    });
  }
  // Content stays readable by sales, and everyone keeps their own password.
  for (const route of ['GET /shop/update/:slug', 'GET /lists', 'POST /accounts/password']) {
    expect({ route, editor: editor.has(route), sales: sales.has(route) }).toEqual({ route, editor: true, sales: true });
  }
});

describe.each(ROLES)('as %s', (role) => {
  test('each route refused to the role answers 403 and writes nothing', async () => {
    const refused = adminRoutes().filter((route) => !ADMIN_ROUTE_ROLES[route]?.includes(role));
    if (role === 'owner') expect(refused).toEqual([]);
    else expect(refused.length).toBeGreaterThan(10);
    const cookie = cookieOf(role);
    const before = writes();
    for (const route of refused) {
      const res = await send(route, cookie, {
        role: 'owner',
        email: 'x@gallery.example',
        password: 'long enough pw 1',
      });
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
      expect(await res.json()).toEqual({ error: ROLE_TEXTS.refused });
    }
    expect(writes()).toBe(before);
  });

  test('each route allowed to the role gets past the gate', async () => {
    const allowed = adminRoutes().filter((route) => ADMIN_ROUTE_ROLES[route]?.includes(role));
    for (const route of allowed) {
      // A session of its own per call: 'sign out everywhere' ends the one it is sent with.
      const res = await send(route, cookieOf(role));
      expect({ route, status: res.status }).not.toEqual({ route, status: 403 });
      expect({ route, status: res.status }).not.toEqual({ route, status: 401 });
    }
  });
});

test('a route missing from the table is refused to everyone, the owner included', async () => {
  const app = new Hono()
    .use(async (c, next) => {
      c.set('user' as never, { id: 1, email: 'o@gallery.example', role: 'owner', twoStep: true } as never);
      await next();
    })
    .route(
      '/admin',
      new Hono()
        .use(requireRole())
        .get('/inbox', (c) => c.text('declared'))
        .get('/made-up', (c) => c.text('undeclared')),
    );
  expect(await (await app.request('/admin/inbox')).text()).toBe('declared');
  const res = await app.request('/admin/made-up');
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: ROLE_TEXTS.refused });
});
