import type { SiteTextValues } from '../../../shared/site-texts.ts';
import type { Orm } from '../../db/client.ts';
import { writeSiteTexts } from '../../queries/site-texts.ts';
import { imageSlug } from './plan.ts';
import { SHOP_ITEMS } from './shop-items.ts';

/**
 * The demo's own page texts: the hero shows the first demo artwork; every other text keeps its declared
 * default (the founder story is a plausible one staff rewrite in Site texts), and the 'Find us in' strip stays empty, so nothing
 * invented about the press could go live.
 */
export function seedSiteTexts(orm: Orm, imageIds: Map<string, number>, at: Date) {
  const first = SHOP_ITEMS[0];
  const heroImage = first ? (imageIds.get(imageSlug.item(first.slug)) ?? null) : null;
  const texts: Partial<SiteTextValues> = { heroImage, findUsIn: [] };
  writeSiteTexts(orm, texts, { at, by: null });
}
