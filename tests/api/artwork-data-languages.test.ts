import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { shopItemMedia, shopItems } from '../../server/content/types/shop-items.ts';
import * as t from '../../server/db/schema/index.ts';
import { createSiteApp, readHead } from './seo-helpers.ts';

/**
 * An artwork's structured data in the page's language: on a Chinese page artMedium and artform are the terms'
 * Chinese names (those staff give them on the terms screen), a term without one keeps its English name, and
 * the English page is as it was.
 */

const SLUG = 'tractor-driver-at-harvest-time';

let site: Awaited<ReturnType<typeof createSiteApp>>;
beforeAll(async () => {
  site = await createSiteApp();
  const item = site.db.orm.select().from(shopItems).where(eq(shopItems.slug, SLUG)).get();
  if (!item) throw new Error(`the demo has no ${SLUG}`);
  // A second medium, so the list's separator shows.
  site.db.orm.insert(shopItemMedia).values({ itemId: item.id, position: 1, medium: 'Watercolour' }).run();
});
afterAll(() => site.close());

async function artwork(path: string) {
  const html = await (await site.app.request(path)).text();
  const node = readHead(html).jsonLd.find((n) => n['@type'] === 'VisualArtwork');
  if (!node) throw new Error(`no VisualArtwork in ${path}`);
  return node;
}

describe('the artwork JSON-LD in Chinese', () => {
  test('a Chinese page gives the medium and category in Chinese; the English page in English', async () => {
    expect(await artwork(`/zh/shop/${SLUG}`)).toMatchObject({ artMedium: '木刻版画、水彩', artform: '版画' });
    expect(await artwork(`/shop/${SLUG}`)).toMatchObject({ artMedium: 'Woodcut Print, Watercolour', artform: 'Print' });
  });

  test('a term without a Chinese name keeps its English name on a Chinese page', async () => {
    const watercolour = site.db.orm
      .select()
      .from(t.terms)
      .where(and(eq(t.terms.kind, 'medium'), eq(t.terms.name, 'Watercolour')))
      .get();
    if (!watercolour) throw new Error('the demo has no Watercolour medium');
    site.db.orm
      .delete(t.entryTranslations)
      .where(and(eq(t.entryTranslations.type, 'terms'), eq(t.entryTranslations.entryId, watercolour.id)))
      .run();
    expect(await artwork(`/zh/shop/${SLUG}`)).toMatchObject({ artMedium: '木刻版画、Watercolour', artform: '版画' });
  });
});
