import type { Context } from 'hono';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppEnv } from '../lib/env.ts';
import { recordAudit } from '../queries/audit.ts';

/** How a sign-in ended: with which factor, or why it was refused. */
export type SignInOutcome =
  | { ok: true; with: 'password' | 'app' | 'recovery code' | 'passkey' }
  | { ok: false; reason: 'password' | 'code' | 'passkey' | 'too many attempts'; step: 'password' | 'second' };

const LONGEST_ADDRESS = 254;

/**
 * Every sign-in, successful or not, is a row in the audit log (issue 29) with the address and browser it came
 * from. A refused one is filed under the e-mail typed, and under the account when there is one.
 */
export function auditSignIn(
  c: Context<AppEnv>,
  account: { id: number; email: string } | undefined,
  typed: string,
  outcome: SignInOutcome,
): void {
  const { ok, ...detail } = outcome;
  recordAudit(c.var.deps.db.orm, {
    at: c.var.deps.now(),
    actorId: account?.id ?? null,
    actor: account?.email ?? typed.trim().slice(0, LONGEST_ADDRESS),
    action: ok ? 'sign-in' : 'sign-in-failed',
    targetType: 'account',
    targetId: account?.id ?? null,
    targetLabel: account?.email ?? typed.trim().slice(0, LONGEST_ADDRESS),
    detail,
    ip: visitorAddress(c),
    userAgent: c.req.header('User-Agent') ?? null,
  });
}
