import { useQuery } from '@tanstack/react-query';
import { activeLang } from '#shared/messages/index';
import { priceWords, publicPriceLines } from '#shared/price-lines';
import { SITE } from '#shared/site';
import { linesOf } from '#shared/site-social';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';
import { siteSettingsQuery } from '../../../features/site/site-settings-query.ts';
import { siteOrigin } from '../../../lib/head.ts';
import styles from './artwork.module.css';
import { ARTWORK_TEXTS as T } from './texts.ts';

const addressIn = (settings: { addressEn: string; addressZh: string }) =>
  activeLang() === 'zh' && settings.addressZh.trim() ? settings.addressZh : settings.addressEn;

/** Hidden on screen, where the footer says the same. */
export function PrintContact({ path }: { path: string }) {
  const { data: settings } = useQuery(siteSettingsQuery());
  return (
    <aside className={styles.printOnly} aria-label={T.print.contact}>
      <p className={styles.printGallery}>{SITE.name}</p>
      {settings ? <p>{linesOf(addressIn(settings)).join(activeLang() === 'zh' ? '' : ', ')}</p> : null}
      <p>
        {[settings?.phone, settings?.email, settings?.wechatId ? T.print.wechat(settings.wechatId) : '']
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>{siteOrigin() + path}</p>
    </aside>
  );
}

/** On paper nobody can choose a size to see its price. */
export function PrintPrices({ item }: { item: ShopItemDetail }) {
  const lines = publicPriceLines(item);
  if (lines.length === 0) return null;
  return (
    <ul className={`${styles.printOnly} ${styles.printPrices}`}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sizes are an ordered list whose texts may repeat
        <li key={index}>
          {line.size}: {priceWords(line.says)}
        </li>
      ))}
    </ul>
  );
}
