import { afterAll, beforeAll, expect, test } from 'bun:test';
import { gt } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/index.ts';
import { ADMIN_ROUTE_ROLES } from '../../server/routes/admin/access.ts';
import { AUDITED_ROUTES } from '../../server/routes/admin/audit-trail.ts';
import { type AuditStep, auditSteps } from './audit-writes.ts';
import { type AuthApp, createAuthApp } from './auth-fixtures.ts';

/**
 * The audit log's coverage (issue 29): every admin write is declared in the audit table, and made once, each
 * leaves exactly one row naming who did it, what they did and to which entry. The routes come from the app's own
 * table, so a write added later without a line in the audit table fails here.
 */

let ctx: AuthApp;
let steps: AuditStep[];
beforeAll(async () => {
  ctx = await createAuthApp();
  steps = await auditSteps(ctx);
});
afterAll(() => ctx.close());

const isWrite = (route: string) => !route.startsWith('GET ');

test('every admin write is in the audit table, and the table names only routes that exist', () => {
  const routes = Object.keys(ADMIN_ROUTE_ROLES);
  expect(routes.filter((route) => isWrite(route) && !(route in AUDITED_ROUTES))).toEqual([]);
  expect(Object.keys(AUDITED_ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
  // The reads in it are the exports of personal data and of the log itself.
  expect(Object.keys(AUDITED_ROUTES).filter((route) => !isWrite(route))).toEqual([
    'GET /inbox/export.csv',
    'GET /newsletter/export.csv',
    'GET /audit/export.csv',
  ]);
});

test('each admin write, made once, leaves exactly one row with the actor, the action and the entry', async () => {
  const owner = ctx.admin;
  const covered = new Set<string>();
  for (const step of steps) {
    const last = ctx.db.orm.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id).all().at(-1)?.id ?? 0;
    const res = await step.run();
    const status = res.status;
    expect({ route: step.route, status, ok: status < 300 }).toEqual({ route: step.route, status, ok: true });
    // Rows the step made on its way (a second sign-in to have a session to end) are the sign-ins'.
    const rows = ctx.db.orm
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, last))
      .all()
      .filter((row) => !row.action.startsWith('sign-in'));
    const declared = AUDITED_ROUTES[step.route];
    expect({ route: step.route, rows: rows.length }).toEqual({ route: step.route, rows: 1 });
    const [row] = rows;
    expect({
      route: step.route,
      actorId: row?.actorId,
      actor: row?.actor.toLowerCase(),
      action: row?.action,
      type: row?.targetType,
      named: Boolean(row?.targetId || row?.targetLabel),
    }).toEqual({
      route: step.route,
      actorId: owner.id,
      actor: owner.email.toLowerCase(),
      action: step.action ?? declared?.action ?? '',
      type: step.type ?? declared?.type ?? '',
      named: true,
    });
    covered.add(step.route);
  }
  expect(Object.keys(AUDITED_ROUTES).filter((route) => !covered.has(route))).toEqual([]);
  console.log(`audit coverage: ${covered.size} of ${Object.keys(AUDITED_ROUTES).length} audited routes`);
});
