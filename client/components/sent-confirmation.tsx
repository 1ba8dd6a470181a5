import type { ReactNode } from 'react';
import { t } from '#shared/messages/index';
import styles from './sent-confirmation.module.css';

/** What a form keeps of what it sent, for its lasting confirmation. */
export type Sent = { reference: string; said: string; email?: string };

type Props = {
  sent: Sent;
  /** 'Your enquiry ENQ-2026-0042 has been sent'. */
  title: string;
  level: 2 | 3;
  /** What was enquired, where there is more to say than the server's sentence. */
  children?: ReactNode;
};

/**
 * A sent enquiry or message, with its reference, for as long as the visitor stays: the server's own sentence
 * (which says when the gallery replies), what was sent, where the copy went, and the reference to quote.
 */
export function SentConfirmation({ sent, title, level, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.sent} role="status">
      <Heading className={styles.title}>{title}</Heading>
      <p>{sent.said}</p>
      {children}
      {sent.email ? <p>{t('sent.copyTo', { email: sent.email })}</p> : null}
      <p>{t('sent.quote', { reference: sent.reference })}</p>
    </section>
  );
}
