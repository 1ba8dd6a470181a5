import { describe, expect, test } from 'vitest';
import { errorsOf } from '../../client/features/admin/api.ts';
import { sendForm } from '../../client/features/captcha/send-form.ts';
import { signIn } from '../../client/features/session/sign-in.ts';
import { ApiError } from '../../client/lib/api.ts';
import { readApiErrors } from '../../client/lib/api-errors.ts';

/** One reader for every refusal the API sends, used by the public forms, the sign-in and the admin. */

const texts = { fallback: 'Fallback.', unnamed: 'Unnamed.' };

describe('reading API error bodies', () => {
  test('each shape the API uses becomes lines, with paths kept', () => {
    expect(readApiErrors({ errors: [{ msg: 'A.', path: 'name' }, { msg: 'B.' }] }, texts)).toEqual([
      { msg: 'A.', path: 'name' },
      { msg: 'B.' },
    ]);
    expect(readApiErrors({ errors: [{ code: 'too_big' }, {}] }, texts)).toEqual([
      { msg: 'too_big' },
      { msg: 'Unnamed.' },
    ]);
    expect(readApiErrors({ error: 'Not found.' }, texts)).toEqual([{ msg: 'Not found.' }]);
    expect(readApiErrors({ message: 'Said.' }, texts)).toEqual([{ msg: 'Said.' }]);
  });

  test('a body that names nothing gets the caller’s sentence', () => {
    for (const body of [null, 'text', {}, { errors: [] }, { error: '' }]) {
      expect(readApiErrors(body, texts)).toEqual([{ msg: 'Fallback.' }]);
    }
  });

  test('the three callers read a captcha refusal the same way', async () => {
    const msg = 'The human check has expired. Please complete it again.';
    const answer = async () => ({ ok: false, status: 400, json: async () => ({ errors: [{ msg }] }) });
    expect(await sendForm(answer)).toEqual({ ok: false, errors: [msg], entries: [{ msg }] });
    expect(await signIn(answer)).toEqual({ ok: false, error: msg });
    expect(errorsOf(new ApiError(400, { errors: [{ msg, path: 'captchaToken' }] }))).toEqual([
      { msg, path: 'captchaToken' },
    ]);
  });
});
