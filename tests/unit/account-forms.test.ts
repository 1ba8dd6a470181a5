import { describe, expect, test } from 'vitest';
import { issueTexts } from '../../client/features/captcha/send-form.ts';
import { INVALID_JSON, signIn, UNREACHABLE } from '../../client/features/session/sign-in.ts';
import {
  ALL_FIELDS_REQUIRED,
  INVALID_EMAIL,
  PASSWORD_IS_EMAIL,
  PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  signupFormSchema,
} from '../../shared/auth.ts';

/** The sign-in answer as the login screen reads it, and the signup screen's checks in the browser. */

const answer = (status: number, body: unknown) => async () => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

describe('reading the login answer (SPEC 8 "Login failure")', () => {
  const factors = { language: 'en', twoStep: false, mustSetUpTwoStep: false };

  test('success gives the user', async () => {
    const user = { _id: 1, email: 'curator@gallery.example', role: 'editor', ...factors };
    expect(await signIn(answer(200, { success: true, user }))).toEqual({ ok: true, user });
  });

  test('a matching password on an account with two-step sign-in asks for its second step next', async () => {
    const step = (offer: object) => signIn(answer(200, { success: true, secondStep: true, ...offer }));
    expect(await step({ passkey: false, app: true })).toEqual({ ok: 'second-step', passkey: false, app: true });
    expect(await step({ passkey: true, app: false })).toEqual({ ok: 'second-step', passkey: true, app: false });
    expect(await step({ passkey: true, app: true })).toEqual({ ok: 'second-step', passkey: true, app: true });
    // An answer that names no step asks for a code, which a recovery code always answers.
    expect(await step({})).toEqual({ ok: 'second-step', passkey: false, app: true });
  });

  test('an expired second step starts the sign-in again', async () => {
    const expired = { success: false, error: 'Your sign-in has expired.', restart: true };
    expect(await signIn(answer(401, expired))).toEqual({ ok: false, error: expired.error, restart: true });
  });

  test('an answer without a known role, or without its factors, signs nobody in', async () => {
    const noFactors = { _id: 1, email: 'curator@gallery.example', role: 'editor' };
    expect((await signIn(answer(200, { success: true, user: noFactors }))).ok).toBe(false);
    for (const role of [undefined, 'root']) {
      const user = { _id: 1, email: 'curator@gallery.example', role, ...factors };
      expect((await signIn(answer(200, { success: true, user }))).ok).toBe(false);
    }
  });

  test("the server's error or message is shown as it is", async () => {
    expect(await signIn(answer(401, { success: false, error: 'Invalid email or password.' }))).toEqual({
      ok: false,
      error: 'Invalid email or password.',
    });
    expect(await signIn(answer(400, { success: false, message: 'Something else.' }))).toEqual({
      ok: false,
      error: 'Something else.',
    });
    expect(await signIn(answer(400, { errors: [{ msg: 'Email and password are required.' }] }))).toEqual({
      ok: false,
      error: 'Email and password are required.',
    });
  });

  test("an answer that is not JSON shows 'Invalid JSON response from server'", async () => {
    const garbage = async () => ({
      ok: false,
      status: 502,
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
    });
    expect(await signIn(garbage)).toEqual({ ok: false, error: INVALID_JSON });
    expect(await signIn(answer(200, 'just a string'))).toEqual({ ok: false, error: INVALID_JSON });
  });

  test('a failed request and an answer without any text still say something', async () => {
    expect(await signIn(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      error: UNREACHABLE,
    });
    expect(await signIn(answer(500, {}))).toEqual({
      ok: false,
      error: 'Signing in failed (error 500). Please try again.',
    });
  });
});

describe('the signup form (SPEC 5 "Signup")', () => {
  // The form always sends a role: its radios start on Editor (issue 29).
  const check = (fields: { email: string; password: string; verifyPassword: string }, role: unknown = 'editor') => {
    const result = signupFormSchema.safeParse({ ...fields, role });
    return result.success ? result.data : issueTexts(result.error.issues);
  };
  const good = 'pyongyang spring exhibition';

  test("any empty field: only 'All fields required'", () => {
    expect(check({ email: '', password: '', verifyPassword: '' })).toEqual([ALL_FIELDS_REQUIRED]);
    expect(check({ email: 'a@gallery.example', password: good, verifyPassword: '' })).toEqual([ALL_FIELDS_REQUIRED]);
    expect(check({ email: '   ', password: good, verifyPassword: 'different' })).toEqual([ALL_FIELDS_REQUIRED]);
  });

  test("then 'Passwords do not match'", () => {
    expect(check({ email: 'a@gallery.example', password: good, verifyPassword: `${good}!` })).toEqual([
      PASSWORDS_DO_NOT_MATCH,
    ]);
  });

  test("then the API's own rules, and what passes is just the API's fields", () => {
    expect(check({ email: 'nope', password: good, verifyPassword: good })).toEqual([INVALID_EMAIL]);
    expect(check({ email: 'a@gallery.example', password: 'short', verifyPassword: 'short' })).toEqual([
      PASSWORD_LENGTH,
    ]);
    const email = 'long.name@gallery.example';
    expect(check({ email, password: email, verifyPassword: email })).toEqual([PASSWORD_IS_EMAIL]);
    expect(check({ email: ' a@gallery.example ', password: good, verifyPassword: good }, 'sales')).toEqual({
      email: 'a@gallery.example',
      password: good,
      role: 'sales',
    });
  });

  test('a role that is not one of the three is refused', () => {
    expect(check({ email: 'a@gallery.example', password: good, verifyPassword: good }, 'admin')).toEqual([
      'Choose a role: owner, editor or sales.',
    ]);
  });
});
