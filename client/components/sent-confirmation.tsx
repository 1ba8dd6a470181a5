import type { ReactNode } from 'react';
import { t } from '#shared/messages/index';
import styles from './sent-confirmation.module.css';

export type Sent = { reference: string; said: string; email?: string };

type Props = {
  sent: Sent;
  title: string;
  level: 2 | 3;
  children?: ReactNode;
};

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
