import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { STATIC_IMAGE_SLOTS, staticImages } from '../db/schema/index.ts';
import { loadImageRefs } from './images.ts';

export type StaticImageSlot = (typeof STATIC_IMAGE_SLOTS)[number];

export const isStaticImageSlot = (name: string): name is StaticImageSlot =>
  (STATIC_IMAGE_SLOTS as readonly string[]).includes(name);

/** The image staff chose for one named place on the site, or undefined while the slot is still empty. */
export function findStaticImage(orm: Orm, name: StaticImageSlot) {
  const row = orm.select({ imageId: staticImages.imageId }).from(staticImages).where(eq(staticImages.name, name)).get();
  const img = row && loadImageRefs(orm, [row.imageId]).get(row.imageId);
  return img && { name, img };
}
