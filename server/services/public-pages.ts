import type { ContentKey } from '../../shared/content/catalogue.ts';
import { shopItemMeta } from '../../shared/page-meta.ts';
import { findShopItem } from '../queries/shop.ts';
import { artworkData } from './artwork-data.ts';
import { type PublicPage, publicPage } from './public-page.ts';
import { READ_PAGES } from './public-pages.gen.ts';

export const PUBLIC_PAGES: { [K in ContentKey]: PublicPage } = {
  shop: publicPage({ find: findShopItem }, shopItemMeta, artworkData),
  ...READ_PAGES,
};
