import { t } from '#shared/messages/index';
import { YOUR_REFERENCE } from '#shared/pipeline-texts';
import { type ApiErrorEntry, readApiErrors } from '../../lib/api-errors.ts';

/**
 * Sends one of the captcha-protected forms (contact, checkout) and reads the answer the way SPEC 8 says:
 * success is `{message}`; otherwise every entry of `errors` is listed by its `msg` (or, without a msg, its
 * `code`), and a network or parse failure becomes an entry of that list too.
 */

/**
 * `entries` keeps each error's path, for a form that shows errors beside the fields they name; `said` and
 * `reference` are the server's success text and the reference it gave, for a lasting confirmation.
 */
export type FormOutcome =
  | { ok: true; message: string; said: string; reference?: string }
  | { ok: false; errors: string[]; entries: ApiErrorEntry[] };

type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

/**
 * `send` makes the request (the typed client's `$post`), so a rejected fetch is caught here too; `network` is
 * what a form that sends no message (the admin's signup) says instead when the server cannot be reached.
 */
export async function sendForm(send: () => Promise<Answer>, network = t('form.sendFailed')): Promise<FormOutcome> {
  let res: Answer;
  try {
    res = await send();
  } catch {
    return { ok: false, errors: [network], entries: [{ msg: network }] };
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    const unreadable = t('form.unreadable', { status: res.status });
    return { ok: false, errors: [unreadable], entries: [{ msg: unreadable }] };
  }
  const { message, reference } = (data ?? {}) as { message?: unknown; reference?: unknown };
  if (res.ok && typeof message === 'string') {
    // The reference the visitor can quote (issue 16) follows the SPEC's own success text (no space in Chinese).
    const withReference =
      typeof reference === 'string'
        ? t('send.withReference', { message, reference: YOUR_REFERENCE(reference) })
        : message;
    return { ok: true, message: withReference, said: message, ...(typeof reference === 'string' ? { reference } : {}) };
  }
  const fallback = t('form.refused', { status: res.status });
  const entries = readApiErrors(data, { fallback, unnamed: t('form.unknownError') });
  return { ok: false, errors: entries.map((e) => e.msg), entries };
}

/** The shared zod schema's issues as the same list the server would answer, each message once. */
export const issueTexts = (issues: readonly { message: string }[]) => [...new Set(issues.map((i) => i.message))];
