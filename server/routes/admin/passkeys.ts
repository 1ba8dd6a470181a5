import { Hono } from 'hono';
import { addPasskeySchema, noInputSchema, PASSKEY_TEXTS, renamePasskeySchema } from '../../../shared/passkeys.ts';
import { passwordAgainSchema } from '../../../shared/two-step.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import {
  addPasskey,
  credentialsOf,
  keepPasskeyChallenge,
  listPasskeys,
  removePasskey,
  renamePasskey,
  takePasskeyChallenge,
} from '../../queries/passkeys.ts';
import { twoStepRequired } from '../../queries/two-step.ts';
import { CHALLENGE_LIFE_MS, registrationOptions, verifiedRegistration } from '../../services/passkeys.ts';
import { newRecoveryCodes } from '../../services/two-step.ts';
import { noteAudit } from './audit-trail.ts';
import { checkPassword, signedIn } from './own-account.ts';

/**
 * One's own passkeys (issue 29, docs/decisions/021), under /api/admin/two-step/passkeys. Adding one asks nothing
 * more than the session: like setting up the app, it only makes the account harder to enter. Removing one asks
 * for the password again, as turning the app off does.
 */

const passkeyId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw httpError(404, { error: PASSKEY_TEXTS.notFound });
  return id;
};

export const adminPasskeyRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const rows = listPasskeys(c.var.deps.db.orm, signedIn(c).id);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        passkeys: rows.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        })),
      },
      200,
    );
  })
  // A new challenge each time, which replaces one another window asked for.
  .post('/options', bodyLimit(LIMITS.small), validateJson(noInputSchema), async (c) => {
    const { db, config, now } = c.var.deps;
    const me = signedIn(c);
    const options = await registrationOptions(config, me, credentialsOf(db.orm, me.id));
    keepPasskeyChallenge(db.orm, me.id, options.challenge, new Date(now().getTime() + CHALLENGE_LIFE_MS));
    noteAudit(c, { detail: { factor: 'passkey' } });
    c.header('Cache-Control', 'no-store');
    return c.json(options, 200);
  })
  .post('/', bodyLimit(LIMITS.small), validateJson(addPasskeySchema), async (c) => {
    const { db, config, now } = c.var.deps;
    const me = signedIn(c);
    const { name, credential } = c.req.valid('json');
    const challenge = takePasskeyChallenge(db.orm, me.id, now());
    if (challenge === undefined) throw httpError(409, { error: PASSKEY_TEXTS.addExpired });
    const response = { ...credential, clientExtensionResults: {} };
    const verified = await verifiedRegistration(config, response, challenge);
    if (!verified) throw httpError(400, { errors: [{ msg: PASSKEY_TEXTS.addRefused, path: 'credential' }] });
    const { codes, hashes } = newRecoveryCodes();
    const added = addPasskey(db.orm, { userId: me.id, name, ...verified }, hashes, now());
    if (added === 'taken') throw httpError(409, { error: PASSKEY_TEXTS.alreadyAdded });
    noteAudit(c, { detail: { passkey: name, recoveryCodes: added === 'with-codes' } });
    c.header('Cache-Control', 'no-store');
    // The account's first factor: its recovery codes come with it, shown this once.
    if (added === 'with-codes')
      return c.json({ message: PASSKEY_TEXTS.addedWithCodes(name), recoveryCodes: codes }, 201);
    return c.json({ message: PASSKEY_TEXTS.added(name) }, 201);
  })
  .put('/:id', bodyLimit(LIMITS.small), validateJson(renamePasskeySchema), (c) => {
    const { name } = c.req.valid('json');
    if (!renamePasskey(c.var.deps.db.orm, signedIn(c).id, passkeyId(c.req.param('id')), name)) {
      throw httpError(404, { error: PASSKEY_TEXTS.notFound });
    }
    noteAudit(c, { label: name });
    return c.json({ message: PASSKEY_TEXTS.renamed(name) }, 200);
  })
  .delete('/:id', bodyLimit(LIMITS.small), validateJson(passwordAgainSchema), async (c) => {
    const { orm } = c.var.deps.db;
    const id = passkeyId(c.req.param('id'));
    await checkPassword(c, c.req.valid('json').password);
    const removed = removePasskey(orm, signedIn(c).id, id, twoStepRequired(orm));
    if (removed.outcome === 'not-found') throw httpError(404, { error: PASSKEY_TEXTS.notFound });
    if (removed.outcome === 'last') throw httpError(409, { error: PASSKEY_TEXTS.lastRequired });
    noteAudit(c, { label: removed.name });
    return c.json({ message: PASSKEY_TEXTS.removed(removed.name) }, 200);
  });
