import { t } from '#shared/messages/index';
import { formatEuros } from '#shared/money';

export const WORK_CARD_TEXTS = {
  from: (price: number) => t('artists.workFrom', { price: formatEuros(price) }),
};
