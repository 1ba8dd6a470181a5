import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { imagePreviews, images } from '../db/schema/index.ts';
import type { PreparedPreview } from '../services/images.ts';

export function findPreview(orm: Orm, hash: string): Buffer | undefined {
  return orm
    .select({ bytes: imagePreviews.bytes })
    .from(images)
    .innerJoin(imagePreviews, eq(imagePreviews.imageId, images.id))
    .where(eq(images.hash, hash))
    .get()?.bytes;
}

export function findPreviewSource(orm: Orm, hash: string) {
  return orm
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(eq(images.hash, hash))
    .get();
}

export function readImageBytes(orm: Orm, id: number): Buffer | undefined {
  return orm.select({ bytes: images.bytes }).from(images).where(eq(images.id, id)).get()?.bytes;
}

/** A second preview made meanwhile changes nothing. */
export function storePreview(orm: Orm, imageId: number, preview: PreparedPreview) {
  orm
    .insert(imagePreviews)
    .values({ imageId, ...preview })
    .onConflictDoNothing()
    .run();
}
