import { t } from '#shared/messages/index';
import { SentConfirmation } from '../../components/sent-confirmation.tsx';
import type { SentEnquiry } from './checkout-form.tsx';

/**
 * The cart page's confirmation of a sent enquiry (issue 27): the modal closes itself after 3 s as SPEC 4
 * says, and this stays with the reference, the works asked about and when the gallery replies.
 */
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
