import { Hono } from 'hono';
import { signupSchema } from '../../../shared/auth.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { findUserByEmail } from '../../queries/users.ts';
import { addAdmin, passwordProblem } from '../../services/admin-accounts.ts';

/**
 * POST /api/admin/signup: a signed-in admin registers another (SPEC 'Signup', 7 'Admin'). The shared schema
 * has already refused empty fields, a malformed e-mail, a length outside 12 to 128 (before any hashing) and the
 * e-mail as password; the common-password list lives on the server and is checked here.
 */

export const EMAIL_TAKEN = 'An admin with this e-mail address exists already.';

const taken = () => httpError(409, { errors: [{ msg: EMAIL_TAKEN, path: 'email' }] });

export const signupRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit(LIMITS.small),
  validateJson(signupSchema),
  async (c) => {
    const { db } = c.var.deps;
    const { email, password } = c.req.valid('json');
    const problem = passwordProblem(password, email);
    if (problem) throw httpError(400, { errors: [{ msg: problem, path: 'password' }] });
    // Checked before hashing so a duplicate costs nothing; the insert itself still refuses one that raced in.
    if (findUserByEmail(db.orm, email)) throw taken();
    const created = await addAdmin(db, email, password);
    if (!created) throw taken();
    return c.json({ message: `Admin user ${created.email} created. They can now sign in.` }, 201);
  },
);
