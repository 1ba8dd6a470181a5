import { asc, eq, inArray } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import type { Orm } from '../db/client.ts';
import { images, imageVariants } from '../db/schema/index.ts';
import { loadImageRefs } from './images.ts';

/** The image library's reads and writes other than the upload itself (services/images.ts inserts). */

/** Every image as a reference, by title (SPEC 7 'GET /api/image'). */
export function listImageRefs(orm: Orm): ImageRef[] {
  const ids = orm.select({ id: images.id }).from(images).orderBy(asc(images.title)).all();
  const refs = loadImageRefs(
    orm,
    ids.map((r) => r.id),
  );
  return ids.flatMap((r) => refs.get(r.id) ?? []);
}

/** The image with this slug: its id and title, or undefined. */
export function findImage(orm: Orm, slug: string): { id: number; title: string } | undefined {
  return orm.select({ id: images.id, title: images.title }).from(images).where(eq(images.slug, slug)).get();
}

export function findImageRef(orm: Orm, slug: string): ImageRef | undefined {
  const row = findImage(orm, slug);
  return row && loadImageRefs(orm, [row.id]).get(row.id);
}

/** The ids among these that are images still in the library. */
export function existingImageIds(orm: Orm, ids: number[]): Set<number> {
  return new Set(
    orm
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, ids))
      .all()
      .map((r) => r.id),
  );
}

/** An image's words; its slug and file stay (SPEC 4 'Image form'). */
export function updateImageText(orm: Orm, id: number, text: { title: string; alt: string }): void {
  orm.update(images).set(text).where(eq(images.id, id)).run();
}

/** Deletes an image and its variants; a foreign key refuses while an entry still uses it. */
export function deleteImage(orm: Orm, id: number): void {
  orm.delete(images).where(eq(images.id, id)).run();
}

/** The bytes at a content address: one of the WebP variants, or the re-encoded original. */
export function findMedia(orm: Orm, hash: string): { bytes: Buffer; contentType: string } | undefined {
  return (
    orm
      .select({ bytes: imageVariants.bytes, contentType: imageVariants.contentType })
      .from(imageVariants)
      .where(eq(imageVariants.hash, hash))
      .get() ??
    orm.select({ bytes: images.bytes, contentType: images.contentType }).from(images).where(eq(images.hash, hash)).get()
  );
}
