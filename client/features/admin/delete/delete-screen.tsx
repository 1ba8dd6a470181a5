import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { errorsOf } from '../api.ts';
import styles from './delete.module.css';

type Props = {
  noun: string;
  title: string;
  remove: () => Promise<{ redirect: string }>;
  cancel: 'back' | 'dashboard';
  /** Run once this screen, which shows the entry too, has gone. */
  onDeleted: () => Promise<unknown>;
};

type Refusal = { error: string; items: string[] };

/** SPEC 4 'Delete': a refusal shows the server's text and the list of what holds on to the entry. */
export function DeleteScreen({ noun, title, remove, cancel, onDeleted }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await remove();
      await router.navigate({ href: answer.redirect, state: { deleted: title } });
      await onDeleted();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : undefined;
      setRefusal({
        error: errorsOf(error)
          .map((e) => e.msg)
          .join(' '),
        items: Array.isArray(items) ? items.map(String) : [],
      });
      setBusy(false);
    }
  }

  function back() {
    if (cancel === 'back' && router.history.canGoBack()) router.history.back();
    else router.history.push('/admin');
  }

  return (
    <div className="page page-narrow">
      <h1>Confirm Delete</h1>
      <p className={styles.question}>
        Are you sure you want to delete the {noun} “{title}”? This cannot be undone.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={confirm} disabled={busy}>
          Confirm
        </button>
        <button type="button" className="button button-quiet" onClick={back}>
          Cancel
        </button>
      </div>
      {refusal ? (
        <div className={styles.refusal} role="alert">
          <p>{refusal.error}</p>
          {refusal.items.length > 0 ? (
            <ul>
              {refusal.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
