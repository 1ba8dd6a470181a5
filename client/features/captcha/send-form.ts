import { t } from '#shared/messages/index';
import { YOUR_REFERENCE } from '#shared/pipeline-texts';
import { type Answer, type JsonResponse, readAnswer, UnreadableAnswer } from '../../lib/api.ts';
import { type ApiErrorEntry, readApiErrors } from '../../lib/api-errors.ts';

/** SPEC 8: success is `{message}`; otherwise each entry of `errors` is listed by its `msg`, else its `code`. */

export type FormOutcome =
  | { ok: true; message: string; said: string; reference?: string }
  | { ok: false; errors: string[]; entries: ApiErrorEntry[] };

const textIn = (body: unknown, key: string): string | undefined => {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' ? value : undefined;
};

export async function sendForm(
  send: () => Promise<JsonResponse>,
  network = t('form.sendFailed'),
): Promise<FormOutcome> {
  let answer: Answer<JsonResponse>;
  try {
    answer = await readAnswer(send());
  } catch (error) {
    const said = error instanceof UnreadableAnswer ? t('form.unreadable', { status: error.status }) : network;
    return { ok: false, errors: [said], entries: [{ msg: said }] };
  }
  const data = answer.ok ? answer.data : answer.body;
  const message = textIn(data, 'message');
  const reference = textIn(data, 'reference');
  if (answer.ok && message !== undefined) {
    // The reference the visitor can quote (issue 16) follows the SPEC's own success text (no space in Chinese).
    const withReference =
      reference !== undefined ? t('send.withReference', { message, reference: YOUR_REFERENCE(reference) }) : message;
    return { ok: true, message: withReference, said: message, ...(reference !== undefined ? { reference } : {}) };
  }
  const fallback = t('form.refused', { status: answer.status });
  const entries = readApiErrors(data, { fallback, unnamed: t('form.unknownError') });
  return { ok: false, errors: entries.map((e) => e.msg), entries };
}

export const issueTexts = (issues: readonly { message: string }[]) => [...new Set(issues.map((i) => i.message))];
