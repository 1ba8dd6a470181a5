import type { Context, MiddlewareHandler } from 'hono';
import type { AuditAction } from '../../../shared/audit-actions.ts';
import { CONTENT_TYPES } from '../../content/registry.ts';
import { visitorAddress } from '../../lib/client-address.ts';
import type { AppEnv, AuditNote } from '../../lib/env.ts';
import { recordAudit } from '../../queries/audit.ts';
import { answeringRoute } from './access.ts';

/**
 * Every admin write adds one row to the audit log (issue 29, docs/decisions/022), and so does every export of
 * personal data, though it reads. One line per route, as in ./access.ts; tests/api/audit-coverage.test.ts fails
 * for a write missing here. The handler tells what the route cannot know (the entry's title, the fields a save
 * changed) with `noteAudit`.
 */

type Audited = { action: AuditAction; type: string };

const on = (action: AuditAction, type: string): Audited => ({ action, type });

const contentWrites = (type: string): Record<string, Audited> => ({
  [`POST /${type}/new`]: on('create', type),
  [`PUT /${type}/update/:slug`]: on('save', type),
  [`DELETE /${type}/delete/:slug`]: on('delete', type),
  [`POST /${type}/:id/revisions/:rev/restore`]: on('restore', type),
});

/** `account`: the account acted on; without an id in the path, the one signed in. */
export const AUDITED_ROUTES: Readonly<Record<string, Audited>> = {
  ...Object.assign({}, ...CONTENT_TYPES.map((type) => contentWrites(type.path))),
  'POST /lists/bulk': on('bulk', 'entries'),
  'POST /image/new': on('create', 'image'),
  'PUT /image/update/:slug': on('save', 'image'),
  'DELETE /image/delete/:slug': on('delete', 'image'),
  'POST /static-images/update': on('save', 'static-images'),
  'PUT /site-texts': on('save', 'site-texts'),
  'POST /terms/new': on('create', 'term'),
  'PUT /terms/update/:id': on('save', 'term'),
  'DELETE /terms/delete/:id': on('delete', 'term'),
  'PUT /featured': on('save', 'featured'),

  'GET /inbox/export.csv': on('export', 'enquiries'),
  'PATCH /inbox/:kind/:id': on('assign', 'inbox'),
  'POST /inbox/:kind/:id/stage': on('stage', 'inbox'),
  'POST /inbox/:kind/:id/notes': on('note', 'inbox'),
  'POST /inbox/:kind/:id/replies': on('reply', 'inbox'),
  'POST /inbox/enquiries/:id/reserve': on('reserve', 'enquiry'),
  'POST /inbox/enquiries/:id/sold': on('sold', 'enquiry'),
  'GET /newsletter/export.csv': on('export', 'newsletter'),
  'DELETE /newsletter/:id': on('delete', 'subscriber'),
  // A mail about an enquiry or message is logged under that entry (./held-mail.ts).
  'POST /held-mail/:id/send': on('send', 'mail'),
  'POST /held-mail/:id/discard': on('discard', 'mail'),
  'POST /held-mail/send-all': on('send', 'mail'),
  'POST /held-mail/discard-all': on('discard', 'mail'),

  'POST /signup': on('create', 'account'),
  'PUT /accounts/:id/role': on('role', 'account'),
  'DELETE /accounts/:id': on('delete', 'account'),
  'POST /accounts/:id/sign-out': on('sign-out', 'account'),
  'POST /accounts/:id/reset-two-step': on('two-step-reset', 'account'),
  'POST /accounts/password': on('password', 'account'),
  'PUT /accounts/language': on('language', 'account'),
  'POST /accounts/sign-out-everywhere': on('sign-out', 'account'),
  'POST /accounts/sign-out-others': on('sign-out', 'account'),
  'DELETE /accounts/sessions/:id': on('sign-out', 'session'),
  'POST /two-step/setup': on('two-step-start', 'account'),
  'POST /two-step/confirm': on('two-step-on', 'account'),
  'POST /two-step/recovery-codes': on('recovery-codes', 'account'),
  'POST /two-step/off': on('two-step-off', 'account'),
  'POST /two-step/passkeys/options': on('two-step-start', 'account'),
  'POST /two-step/passkeys': on('passkey-add', 'account'),
  'PUT /two-step/passkeys/:id': on('passkey-rename', 'passkey'),
  'DELETE /two-step/passkeys/:id': on('passkey-remove', 'passkey'),
  'PUT /two-step/policy': on('two-step-rule', 'settings'),
  'POST /settings/update': on('save', 'settings'),
  'GET /audit/export.csv': on('export', 'audit'),
};

/** Adds to what the route's row will say; a later note wins field by field. */
export function noteAudit(c: Context<AppEnv>, note: AuditNote): void {
  c.set('audit', { ...c.var.audit, ...note });
}

/** The inbox's paths name the kind in the plural. */
const inboxType = (kind: string | undefined) => (kind === 'messages' ? 'message' : 'enquiry');

function defaultTarget(c: Context<AppEnv>, audited: Audited): Pick<AuditNote, 'type' | 'id' | 'label'> {
  const user = c.var.user;
  const id = c.req.param('slug') ?? c.req.param('id') ?? null;
  if (audited.type === 'inbox') return { type: inboxType(c.req.param('kind')), id };
  if (audited.type === 'account' && id === null) return { type: 'account', id: user?.id ?? null, label: user?.email };
  // A whole (the site texts, the settings) is named by its type.
  return { type: audited.type, id, label: c.req.param('slug') ?? (id === null ? audited.type : undefined) };
}

/** After the role gate: a write that succeeded leaves its row; one refused or failed leaves none. */
export function auditWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = answeringRoute(c);
    await next();
    const audited = route === undefined ? undefined : AUDITED_ROUTES[route];
    if (!audited || c.error || c.res.status >= 400 || c.var.audit?.nothingWritten) return;
    const { db, now } = c.var.deps;
    const note = { ...defaultTarget(c, audited), ...c.var.audit };
    recordAudit(db.orm, {
      at: now(),
      actorId: c.var.user?.id ?? null,
      actor: c.var.user?.email ?? '',
      action: note.action ?? audited.action,
      targetType: note.type ?? audited.type,
      targetId: note.id,
      targetLabel: note.label,
      changes: note.changes,
      detail: note.detail,
      ip: visitorAddress(c),
      userAgent: c.req.header('User-Agent') ?? null,
    });
  };
}
