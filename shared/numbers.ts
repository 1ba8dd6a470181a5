import { INTL_LOCALE, type Lang } from './languages.ts';
import { activeLang } from './messages/index.ts';

// Apart from shared/format.ts, so a page that shows prices loads no date formatting.

const cache = new Map<string, Intl.NumberFormat>();

function numbers(lang: Lang, currency?: string): Intl.NumberFormat {
  const key = `n:${lang}:${currency ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    // English prices keep the SPEC's '€1,250.00' (en-IE writes the euro as the euro area does).
    const locale = currency && lang === 'en' ? 'en-IE' : INTL_LOCALE[lang];
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : {});
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: Lang = activeLang()): string {
  return numbers(lang).format(value);
}

export function formatPrice(euros: number, lang: Lang = activeLang()): string {
  return numbers(lang, 'EUR').format(euros);
}
