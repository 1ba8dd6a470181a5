import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendForm } from '../../captcha/send-form.ts';
import styles from './accounts.module.css';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

type Outcome = { ok: boolean; texts: string[] };

/**
 * One call from the Accounts screen's lists (an account's role or removal, a session's end): busy while it
 * runs, its answer kept for `ActionOutcome`, and the list it changed read again.
 */
export function useAccountAction(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function act(send: Parameters<typeof sendForm>[0]) {
    setBusy(true);
    const result = await sendForm(send, T.unreachable);
    setBusy(false);
    setOutcome(result.ok ? { ok: true, texts: [result.message] } : { ok: false, texts: result.errors });
    await queryClient.invalidateQueries({ queryKey: listKey });
  }
  return { busy, outcome, act };
}

export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <div className={outcome.ok ? styles.success : styles.error} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
