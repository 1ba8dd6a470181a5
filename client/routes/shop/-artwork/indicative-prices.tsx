import { useQuery } from '@tanstack/react-query';
import { formatRounded } from '#shared/numbers';
import { siteSettingsQuery } from '../../../features/site/site-settings-query.ts';
import styles from './artwork.module.css';
import { ARTWORK_TEXTS as T } from './texts.ts';

/** Always said to be indicative: the invoice states what is paid. */
export function IndicativePrices({ euros }: { euros: number }) {
  const { data: settings } = useQuery(siteSettingsQuery());
  if (!settings || euros <= 0) return null;
  const amounts = [
    settings.eurToCny ? formatRounded(euros * settings.eurToCny, 'CNY') : null,
    settings.eurToUsd ? formatRounded(euros * settings.eurToUsd, 'USD') : null,
  ].filter((amount) => amount !== null);
  if (amounts.length === 0) return null;
  return <p className={styles.hint}>{T.indicative(amounts.join(' · '))}</p>;
}
