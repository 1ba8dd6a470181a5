import { describe, expect, test } from 'vitest';
import { errorsOf } from '../../client/features/admin/api.ts';
import { sendForm } from '../../client/features/captcha/send-form.ts';
import { signIn } from '../../client/features/session/sign-in.ts';
import { ApiError, unwrap } from '../../client/lib/api.ts';
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

describe('one reader for every answer', () => {
  const page = (status: number) => async () => new Response('<html>Bad gateway</html>', { status });

  test('an answer that is not JSON says its status, whether or not it was a refusal', async () => {
    for (const status of [200, 502]) {
      const said = `The server's answer could not be read (error ${status}). Please try again.`;
      expect(await sendForm(page(status))).toEqual({ ok: false, errors: [said], entries: [{ msg: said }] });
      expect(await signIn(page(status))).toEqual({ ok: false, error: 'Invalid JSON response from server' });
    }
  });

  test('a request that never got an answer says the connection failed', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const said = 'The message could not be sent. Check your connection and try again.';
    expect(await sendForm(offline)).toEqual({ ok: false, errors: [said], entries: [{ msg: said }] });
    expect(await sendForm(offline, 'Offline.')).toEqual({
      ok: false,
      errors: ['Offline.'],
      entries: [{ msg: 'Offline.' }],
    });
  });

  test("the admin's calls get a refusal without JSON as an error with no body", async () => {
    const refused = await unwrap(page(502)()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 502, body: null });
    const unreadable = await unwrap(page(200)()).catch((error: unknown) => error);
    expect(unreadable).not.toBeInstanceOf(ApiError);
    expect(errorsOf(unreadable)).toHaveLength(1);
  });

  test('a success is read with its reference', async () => {
    const sent = async () => Response.json({ message: 'Thank you.', reference: 'E-12' }, { status: 201 });
    expect(await sendForm(sent)).toMatchObject({ ok: true, said: 'Thank you.', reference: 'E-12' });
  });
});
