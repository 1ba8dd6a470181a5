import { t } from '#shared/messages/index';
import { formatEuros } from '#shared/money';

/** The words of a work's card outside the shop (an artist's works, an exhibition's checklist). */
export const WORK_CARD_TEXTS = {
  from: (price: number) => t('artists.workFrom', { price: formatEuros(price) }),
};
