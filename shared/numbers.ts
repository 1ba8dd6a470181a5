import { INTL_LOCALE, type Lang } from './languages.ts';
import { activeLang } from './messages/index.ts';

/**
 * Numbers in the language of the page (in the browser) or of the request (on the server), apart from the dates
 * (shared/format.ts), so a page that shows prices loads no date formatting:
 * - `formatNumber(12345)` → '12,345' in both
 * - `formatPrice(1250)` → '€1,250.00': prices stay in euros whatever the language (shared/money.ts).
 */

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

/** A count or figure with the language's grouping: '12,345'. */
export function formatNumber(value: number, lang: Lang = activeLang()): string {
  return numbers(lang).format(value);
}

/** A euro amount: '€1,250.00' (prices stay in euros in every language). */
export function formatPrice(euros: number, lang: Lang = activeLang()): string {
  return numbers(lang, 'EUR').format(euros);
}

/**
 * An amount in another currency, rounded to whole units ('¥18,720', 'US$2,592'): only for indicative prices
 * beside the euro one, which say they are indicative.
 */
export function formatRounded(amount: number, currency: 'CNY' | 'USD', lang: Lang = activeLang()): string {
  const key = `r:${lang}:${currency}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency, maximumFractionDigits: 0 });
    cache.set(key, format);
  }
  return format.format(Math.round(amount));
}
