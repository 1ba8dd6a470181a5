import styles from './inbox.module.css';
import type { InboxEntry } from './queries.ts';
import { when } from './when.ts';

type Mail = InboxEntry['mail'][number];

const MAIL_TEXT: Record<Mail['status'], string> = {
  sent: 'sent',
  pending: 'waiting to be sent (retrying)',
  'no-key': 'not sent: no mail API key is configured',
  held: 'held after a restore: send or discard it on the dashboard',
  discarded: 'discarded after a restore, not sent',
  dead: 'failed, not sent',
};

/** Whether each e-mail about the entry went out (issue 4). */
export function MailStatus({ mail }: { mail: Mail[] }) {
  if (mail.length === 0) return <p className={styles.muted}>No e-mail was sent about this (MAIL_TO is not set).</p>;
  return (
    <ul className={styles.mail} aria-label="E-mails">
      {mail.map((m) => (
        <li key={m.id} data-status={m.status}>
          E-mail to {m.to}: <strong>{MAIL_TEXT[m.status]}</strong>
          {m.sentAt ? ` (${when(m.sentAt)})` : ''}
          {m.status !== 'sent' && m.attempts > 0 ? `, ${m.attempts} attempt(s)` : ''}
          {(m.status === 'pending' || m.status === 'dead') && m.lastError ? (
            <span className={styles.error}> Last error: {m.lastError}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
