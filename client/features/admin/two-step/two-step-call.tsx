import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type JsonOf, type JsonResponse, readAnswer } from '../../../lib/api.ts';
import { apiErrorTexts } from '../../../lib/api-errors.ts';
import { SESSION_KEY } from '../../session/session-query.ts';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import { twoStepQuery } from './two-step-query.ts';

/**
 * One call of the Two-step screen: busy while it runs, its refusal as texts, and on success the screen's state
 * and the session (whether the account still owes its factor) read again.
 */
export function useTwoStepCall() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function call<R extends JsonResponse>(send: () => Promise<R>): Promise<JsonOf<R> | undefined> {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await readAnswer(send());
      if (!answer.ok) {
        setErrors(apiErrorTexts(answer.body, { fallback: `The server refused (error ${answer.status}).` }));
        return undefined;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoStepQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
      return answer.data;
    } catch {
      setErrors([T.unreachable]);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, call, clearErrors: () => setErrors([]) };
}

export function CallErrors({ errors, className }: { errors: string[]; className?: string | undefined }) {
  if (errors.length === 0) return null;
  return (
    <div className={className} role="alert">
      {errors.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
