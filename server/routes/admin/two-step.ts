import { Hono } from 'hono';
import {
  confirmTwoStepSchema,
  passwordAgainSchema,
  TWO_STEP_TEXTS,
  twoStepPolicySchema,
} from '../../../shared/two-step.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import {
  confirmTotp,
  replaceRecoveryCodes,
  setTwoStepRequired,
  startTotpSetup,
  turnOffApp,
  twoStepRequired,
  twoStepState,
} from '../../queries/two-step.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, totpSetup } from '../../services/two-step.ts';
import { noteAudit } from './audit-trail.ts';
import { checkPassword, signedIn } from './own-account.ts';

/**
 * One's own second factor (issue 29, docs/decisions/021), and the owners' rule that every account has one.
 * Setting it up proves the app holds the key with a first code; turning it off or making new recovery codes
 * asks for the password again, so a browser left signed in cannot undo it.
 */

export const adminTwoStepRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { orm } = c.var.deps.db;
    const state = twoStepState(orm, signedIn(c).id);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        on: state.on,
        app: state.secret !== null,
        passkeys: state.passkeys,
        recoveryCodesLeft: state.recoveryCodesLeft,
        required: twoStepRequired(orm),
      },
      200,
    );
  })
  // A new key each time: a set-up abandoned in another window, or a QR code someone glimpsed, is worth nothing.
  .post('/setup', bodyLimit(LIMITS.small), (c) => {
    const me = signedIn(c);
    const secret = newTotpSecret();
    if (!startTotpSetup(c.var.deps.db.orm, me.id, secret)) throw httpError(409, { error: TWO_STEP_TEXTS.alreadyOn });
    c.header('Cache-Control', 'no-store');
    return c.json(totpSetup(secret, me.email), 200);
  })
  .post('/confirm', bodyLimit(LIMITS.small), validateJson(confirmTwoStepSchema), (c) => {
    const { db, now } = c.var.deps;
    const me = signedIn(c);
    const { pending, secret } = twoStepState(db.orm, me.id);
    if (secret !== null) throw httpError(409, { error: TWO_STEP_TEXTS.alreadyOn });
    if (pending === null) throw httpError(409, { error: TWO_STEP_TEXTS.setupMissing });
    const step = matchingStep(pending, c.req.valid('json').code, now());
    if (step === undefined) throw httpError(400, { errors: [{ msg: TWO_STEP_TEXTS.setupCodeWrong, path: 'code' }] });
    const { codes, hashes } = newRecoveryCodes();
    const confirmed = confirmTotp(db.orm, me.id, pending, step, hashes, now());
    if (!confirmed) throw httpError(409, { error: TWO_STEP_TEXTS.setupMissing });
    c.header('Cache-Control', 'no-store');
    // An account that has a passkey keeps the recovery codes it was given then.
    if (confirmed === 'kept-codes') return c.json({ message: TWO_STEP_TEXTS.appAdded }, 200);
    return c.json({ message: TWO_STEP_TEXTS.turnedOn, recoveryCodes: codes }, 200);
  })
  .post('/recovery-codes', bodyLimit(LIMITS.small), validateJson(passwordAgainSchema), async (c) => {
    const { db, now } = c.var.deps;
    await checkPassword(c, c.req.valid('json').password);
    const { codes, hashes } = newRecoveryCodes();
    if (!replaceRecoveryCodes(db.orm, signedIn(c).id, hashes, now())) {
      throw httpError(409, { error: TWO_STEP_TEXTS.notOn });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ message: TWO_STEP_TEXTS.newCodes, recoveryCodes: codes }, 200);
  })
  .post('/off', bodyLimit(LIMITS.small), validateJson(passwordAgainSchema), async (c) => {
    const { orm } = c.var.deps.db;
    await checkPassword(c, c.req.valid('json').password);
    const me = signedIn(c);
    const outcome = turnOffApp(orm, me.id, twoStepRequired(orm));
    if (outcome === 'last') throw httpError(409, { error: TWO_STEP_TEXTS.requiredCannotTurnOff });
    if (outcome === 'not-on') throw httpError(409, { error: TWO_STEP_TEXTS.appNotOn });
    const passkeysLeft = twoStepState(orm, me.id).passkeys > 0;
    return c.json({ message: passkeysLeft ? TWO_STEP_TEXTS.appRemoved : TWO_STEP_TEXTS.turnedOff }, 200);
  })
  // Owners only (./access.ts). An owner who has no second factor cannot require one of everybody else.
  .put('/policy', bodyLimit(LIMITS.small), validateJson(twoStepPolicySchema), (c) => {
    const { orm } = c.var.deps.db;
    const { required } = c.req.valid('json');
    if (required && !signedIn(c).twoStep) throw httpError(409, { error: TWO_STEP_TEXTS.requireOwnFirst });
    const before = twoStepRequired(orm);
    setTwoStepRequired(orm, required);
    noteAudit(c, { label: 'Two-step sign-in for every account', changes: { required: [before, required] } });
    return c.json({ message: required ? TWO_STEP_TEXTS.required : TWO_STEP_TEXTS.notRequired }, 200);
  });
