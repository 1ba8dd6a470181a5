import { t } from '#shared/messages/index';
import { SentConfirmation } from '../../components/sent-confirmation.tsx';
import type { SentEnquiry } from './checkout-form.tsx';

/** Issue 27: the modal closes itself after 3 s (SPEC 4); this confirmation stays. */
export function EnquirySent({ sent }: { sent: SentEnquiry }) {
  return (
    <SentConfirmation sent={sent} title={t('sent.enquiryTitle', { reference: sent.reference })} level={2}>
      <h3>{t('sent.enquired')}</h3>
      <ul>
        {sent.lines.map((line) => (
          <li key={line.slug}>
            {t('sent.line', { title: line.title, size: line.sizeOption, quantity: line.quantity })}
          </li>
        ))}
      </ul>
    </SentConfirmation>
  );
}
