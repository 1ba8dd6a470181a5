import { Hono } from 'hono';
import { signupSchema } from '../../../shared/auth.ts';
import { NEW_ACCOUNT_ROLE } from '../../../shared/roles.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { findUserByEmail } from '../../queries/users.ts';
import { addAdmin, passwordProblem } from '../../services/admin-accounts.ts';
import { noteAudit } from './audit-trail.ts';

/** The shared schema has checked the rest; the common-password list lives on the server only. */

export const EMAIL_TAKEN = 'An admin with this e-mail address exists already.';

const taken = () => httpError(409, { errors: [{ msg: EMAIL_TAKEN, path: 'email' }] });

export const signupRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit(LIMITS.small),
  validateJson(signupSchema),
  async (c) => {
    const { db } = c.var.deps;
    const { email, password, role } = c.req.valid('json');
    const problem = passwordProblem(password, email);
    if (problem) throw httpError(400, { errors: [{ msg: problem, path: 'password' }] });
    // Checked before hashing so a duplicate costs nothing; the insert itself still refuses one that raced in.
    if (findUserByEmail(db.orm, email)) throw taken();
    const created = await addAdmin(db, email, password, role ?? NEW_ACCOUNT_ROLE);
    if (!created) throw taken();
    noteAudit(c, { id: created.id, label: created.email, detail: { role: role ?? NEW_ACCOUNT_ROLE } });
    return c.json({ message: `Admin user ${created.email} created. They can now sign in.` }, 201);
  },
);
