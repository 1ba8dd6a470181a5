import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorTexts } from '../../../lib/api-errors.ts';
import { INBOX_KEY } from './queries.ts';
import { INBOX_TEXT } from './texts.ts';

export function useEntryAction<V, R = unknown>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
  const error = mutation.error
    ? mutation.error instanceof ApiError
      ? apiErrorTexts(mutation.error.body, { fallback: INBOX_TEXT.failed }).join(' ')
      : INBOX_TEXT.failed
    : null;
  return { ...mutation, errorText: error };
}
