import { useQuery } from '@tanstack/react-query';
import { INTL_LOCALE } from '#shared/languages';
import { activeLang } from '#shared/messages/index';
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

const rounded = new Map<string, Intl.NumberFormat>();

/** The page's language's own way of writing a whole amount in yuan or dollars. */
function formatRounded(amount: number, currency: 'CNY' | 'USD'): string {
  const lang = activeLang();
  const key = `${lang}:${currency}`;
  let format = rounded.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency, maximumFractionDigits: 0 });
    rounded.set(key, format);
  }
  return format.format(Math.round(amount));
}
