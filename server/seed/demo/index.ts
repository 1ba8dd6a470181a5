import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../../shared/site-settings.ts';
import { artists } from '../../content/types/artists.ts';
import { shopItems } from '../../content/types/shop-items.ts';
import type { Database, Orm } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { writeSiteSettings } from '../../queries/site-settings.ts';
import { insertImage, type PreparedImage, prepareImage } from '../../services/images.ts';
import { renderArtwork, seedFromText } from './artwork.ts';
import { seedChinese } from './chinese.ts';
import { insertContent } from './insert.ts';
import { type PlannedImage, planImages } from './plan.ts';
import { seedSiteTexts } from './site-texts.ts';

/** Demo content in English and Chinese; a database holding any artist, shop item or image is someone's: left alone. */

/** Pictures in the making at once: enough to keep both cores busy, few enough to bound the memory in use. */
const POOL = 3;

const DEMO_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  social: {
    ...DEFAULT_SITE_SETTINGS.social,
    facebook: 'https://www.facebook.com/taedonggallery.example',
    instagram: 'https://www.instagram.com/taedonggallery.example',
    twitter: 'https://twitter.com/taedonggallery_example',
    youtube: 'https://www.youtube.com/@taedonggallery.example',
  },
};

/** `now`: the day the exhibitions' dates are counted from, so the demo has current, upcoming and past ones. */
export async function seedDemoContent(db: Database, now = new Date()): Promise<{ seeded: boolean }> {
  if (!isEmpty(db.orm)) return { seeded: false };
  const plan = planImages();
  const prepared = await prepareAll(plan);
  // One transaction: a seed that fails half-way must not leave a database that looks used and is never seeded.
  return db.orm.transaction((tx) => {
    // Re-checked because drawing took seconds, in which someone else may have filled the database.
    if (!isEmpty(tx)) return { seeded: false };
    const ids = new Map<string, number>();
    plan.forEach((image, i) => {
      const ready = prepared[i];
      if (!ready) throw new Error(`Demo image ${image.slug} was not prepared.`);
      ids.set(image.slug, insertImage(tx, { slug: image.slug, title: image.title, alt: image.spec.alt }, ready));
    });
    insertContent(
      tx,
      (slug) => {
        const id = ids.get(slug);
        if (id === undefined) throw new Error(`The demo content names an image that was not planned: ${slug}.`);
        return id;
      },
      now,
    );
    writeSiteSettings(tx, DEMO_SITE_SETTINGS, new Date());
    seedSiteTexts(tx, ids, new Date());
    seedChinese(tx, new Date());
    return { seeded: true };
  });
}

function isEmpty(orm: Orm) {
  const tables = [artists, shopItems, images];
  return tables.every((table) => orm.select({ id: table.id }).from(table).limit(1).get() === undefined);
}

async function prepareAll(plan: PlannedImage[]) {
  const prepared: PreparedImage[] = new Array(plan.length);
  let next = 0;
  // A small pool rather than fixed batches: no core waits for the slowest picture of a batch.
  const worker = async () => {
    for (let i = next++; i < plan.length; i = next++) {
      const image = plan[i] as PlannedImage;
      const drawn = await renderArtwork(image.spec, seedFromText(image.slug));
      prepared[i] = await prepareImage(drawn, { fast: true });
    }
  };
  await Promise.all(Array.from({ length: POOL }, worker));
  return prepared;
}
