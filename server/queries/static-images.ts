import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { STATIC_IMAGE_SLOTS, staticImages } from '../db/schema/index.ts';
import { loadImageRefs } from './images.ts';

export type StaticImageSlot = (typeof STATIC_IMAGE_SLOTS)[number];

export const isStaticImageSlot = (name: string): name is StaticImageSlot =>
  (STATIC_IMAGE_SLOTS as readonly string[]).includes(name);

export function findStaticImage(orm: Orm, name: StaticImageSlot) {
  const row = orm.select({ imageId: staticImages.imageId }).from(staticImages).where(eq(staticImages.name, name)).get();
  const img = row && loadImageRefs(orm, [row.imageId]).get(row.imageId);
  return img && { name, img };
}

export function listStaticImages(orm: Orm) {
  const rows = orm.select().from(staticImages).all();
  const refs = loadImageRefs(
    orm,
    rows.map((r) => r.imageId),
  );
  const chosen = new Map(rows.map((r) => [r.name, r.imageId]));
  return STATIC_IMAGE_SLOTS.map((name) => {
    const id = chosen.get(name);
    return { name, img: id === undefined ? null : (refs.get(id) ?? null) };
  });
}

export function saveStaticImages(orm: Orm, choice: Record<StaticImageSlot, number>): void {
  orm.transaction((tx) => {
    for (const name of STATIC_IMAGE_SLOTS) {
      tx.insert(staticImages)
        .values({ name, imageId: choice[name] })
        .onConflictDoUpdate({ target: staticImages.name, set: { imageId: choice[name], updatedAt: new Date() } })
        .run();
    }
  });
}
