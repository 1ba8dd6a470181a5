import { afterEach, expect, test } from 'bun:test';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { users } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/services/sessions.ts';
import { ACCOUNT_TEXTS } from '../../shared/accounts.ts';
import { ROLE_TEXTS, type Role } from '../../shared/roles.ts';
import { type AuthApp, addUser, createAuthApp, whoIs } from './auth-fixtures.ts';
import { TEST_ORIGIN, tempDir } from './helpers.ts';

/** Issue 29: an owner gives each account its role; the gallery always keeps an owner. */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const call = (method: string, url: string, cookie: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const cookieOf = (id: number) => `session=${createSession(ctx.db, id, ctx.clock.now())}`;
const setRole = (cookie: string, id: number, role: unknown) =>
  call('PUT', `/api/admin/accounts/${id}/role`, cookie, { role });
const roleOf = (id: number) =>
  ctx.db.orm
    .select()
    .from(users)
    .all()
    .find((user) => user.id === id)?.role;
const owners = () =>
  ctx.db.orm
    .select()
    .from(users)
    .all()
    .filter((user) => user.role === 'owner').length;

async function staff(role: Role, email = `${role}@gallery.example`) {
  const user = await addUser(ctx.db, email, 'ink and colour on silk, 1987', role);
  return { id: user.id, cookie: cookieOf(user.id) };
}

test('a role change applies to the account at once, on the session it already has', async () => {
  ctx = await createAuthApp();
  const owner = cookieOf(ctx.admin.id);
  const editor = await staff('editor');
  expect((await call('GET', '/api/admin/inbox', editor.cookie)).status).toBe(403);

  const res = await setRole(owner, editor.id, 'sales');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: ACCOUNT_TEXTS.roleChanged('editor@gallery.example', 'Sales') });
  expect((await call('GET', '/api/admin/inbox', editor.cookie)).status).toBe(200);
  expect((await call('PUT', '/api/admin/featured', editor.cookie, { ids: [] })).status).toBe(403);
  // The session's answer names the role, which the admin uses to show what the role may do.
  const auth = await call('POST', '/api/user/auth', editor.cookie, {});
  expect(((await auth.json()) as { user: { role: string } }).user.role).toBe('sales');
});

test('the list shows each role, and a role that is not one is refused, changing nothing', async () => {
  ctx = await createAuthApp();
  const owner = cookieOf(ctx.admin.id);
  const sales = await staff('sales');
  const list = await call('GET', '/api/admin/accounts', owner);
  const body = (await list.json()) as { accounts: { email: string; role: string }[] };
  expect(body.accounts.map((a) => a.role)).toEqual(['owner', 'sales']);

  for (const wrong of ['admin', 'OWNER', '', null, 3]) {
    const res = await setRole(owner, sales.id, wrong);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(ROLE_TEXTS.invalid);
  }
  expect(roleOf(sales.id)).toBe('sales');
  expect((await setRole(owner, 999, 'editor')).status).toBe(404);
});

test('the last owner can be neither demoted nor removed', async () => {
  ctx = await createAuthApp();
  const owner = cookieOf(ctx.admin.id);
  const res = await setRole(owner, ctx.admin.id, 'editor');
  expect(res.status).toBe(409);
  expect(await res.json()).toEqual({ error: ROLE_TEXTS.lastOwner });
  expect(roleOf(ctx.admin.id)).toBe('owner');

  // A second owner can remove the first only while another owner remains; editors do not count.
  const second = await staff('owner', 'second@gallery.example');
  await staff('editor');
  expect((await setRole(owner, ctx.admin.id, 'editor')).status).toBe(200);
  const removed = await call('DELETE', `/api/admin/accounts/${ctx.admin.id}`, second.cookie);
  expect(removed.status).toBe(200);
  expect(owners()).toBe(1);
  expect(await whoIs(ctx, owner)).toBeNull();
});

test('two owners demoting each other at once leave one owner, never none', async () => {
  ctx = await createAuthApp();
  const first = { id: ctx.admin.id, cookie: cookieOf(ctx.admin.id) };
  const second = await staff('owner', 'second@gallery.example');
  const answers = await Promise.all([
    setRole(first.cookie, second.id, 'sales'),
    setRole(second.cookie, first.id, 'sales'),
  ]);
  // One wins; the other finds its caller no longer an owner (403), or the other the last owner (409).
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 403 || status === 409)).toHaveLength(1);
  expect(owners()).toBe(1);
});

test('an owner adds an account in the role chosen; without one, an editor', async () => {
  ctx = await createAuthApp();
  const owner = cookieOf(ctx.admin.id);
  const password = 'the mansudae art studio in spring';
  const added = await call('POST', '/api/admin/signup', owner, { email: 'a@gallery.example', password, role: 'sales' });
  expect(added.status).toBe(201);
  const plain = await call('POST', '/api/admin/signup', owner, { email: 'b@gallery.example', password });
  expect(plain.status).toBe(201);
  const wrong = await call('POST', '/api/admin/signup', owner, { email: 'c@gallery.example', password, role: 'root' });
  expect(wrong.status).toBe(400);
  const roles = ctx.db.orm
    .select()
    .from(users)
    .all()
    .map((user) => [user.email, user.role]);
  expect(roles).toEqual([
    ['Curator@Gallery.example', 'owner'],
    ['a@gallery.example', 'sales'],
    ['b@gallery.example', 'editor'],
  ]);
});

test('the database itself refuses a role that is not one', async () => {
  ctx = await createAuthApp();
  expect(() => ctx.db.raw.run("UPDATE users SET role = 'root' WHERE id = ?", ctx.admin.id)).toThrow(
    'A role is owner, editor or sales.',
  );
  expect(() =>
    ctx.db.raw.run("INSERT INTO users (email, password_hash, role, created_at) VALUES ('x@y.z', 'h', 'god', 0)"),
  ).toThrow('A role is owner, editor or sales.');
  expect(roleOf(ctx.admin.id)).toBe('owner');
});

test('accounts from before roles become owners', () => {
  const file = path.join(tempDir(), 'gallery.db');
  const old = openDatabase(file, { migrate: false });
  old.raw.exec('CREATE TABLE "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
  for (const migration of shippedMigrations().filter((m) => m.tag < '0021')) {
    for (const statement of migration.statements) if (statement.trim()) old.raw.exec(statement);
    old.raw.run('INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)', [
      migration.hash,
      migration.when,
    ]);
  }
  old.raw.run("INSERT INTO users (email, password_hash, created_at) VALUES ('first@gallery.example', 'h', 0)");
  old.raw.run("INSERT INTO users (email, password_hash, created_at) VALUES ('second@gallery.example', 'h', 0)");
  old.raw.close();

  const db = openDatabase(file);
  expect(db.orm.select({ email: users.email, role: users.role }).from(users).all()).toEqual([
    { email: 'first@gallery.example', role: 'owner' },
    { email: 'second@gallery.example', role: 'owner' },
  ]);
  db.raw.close();
});
