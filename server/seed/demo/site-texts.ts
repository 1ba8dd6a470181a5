import type { SiteTextValues } from '../../../shared/site-texts.ts';
import type { Orm } from '../../db/client.ts';
import { writeSiteTexts } from '../../queries/site-texts.ts';
import { imageSlug } from './plan.ts';
import { SHOP_ITEMS } from './shop-items.ts';

/** The hero shows the first demo work; other texts keep defaults; 'Find us in' stays empty, so no invented press. */
export function seedSiteTexts(orm: Orm, imageIds: Map<string, number>, at: Date) {
  const first = SHOP_ITEMS[0];
  const heroImage = first ? (imageIds.get(imageSlug.item(first.slug)) ?? null) : null;
  const texts: Partial<SiteTextValues> = { heroImage, findUsIn: [] };
  writeSiteTexts(orm, texts, { at, by: null });
}
