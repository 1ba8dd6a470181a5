import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { FocalPoint, ImagePage, ImageRef } from '../../shared/image.ts';
import type { Orm } from '../db/client.ts';
import { imageFocalPoints, images, imageVariants } from '../db/schema/index.ts';
import { foldedMatch } from './folded-match.ts';
import { loadImageRefs } from './images.ts';

export function listImageRefs(orm: Orm): ImageRef[] {
  const ids = orm.select({ id: images.id }).from(images).orderBy(asc(images.title)).all();
  const refs = loadImageRefs(
    orm,
    ids.map((r) => r.id),
  );
  return ids.flatMap((r) => refs.get(r.id) ?? []);
}

export type ImageCursor = { title: string; id: number };

export const encodeImageCursor = (cursor: ImageCursor) =>
  Buffer.from(JSON.stringify([cursor.title, cursor.id])).toString('base64url');

export function decodeImageCursor(text: string): ImageCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [title, id] = value;
    return typeof title === 'string' && Number.isSafeInteger(id) ? { title, id } : undefined;
  } catch {
    return undefined;
  }
}

export function listImagePage(orm: Orm, options: { q: string; after?: ImageCursor; limit: number }): ImagePage {
  const { q, after, limit } = options;
  const matches = q ? foldedMatch(orm, images, images.id, [images.title, images.alt], q) : undefined;
  const past = after
    ? or(gt(images.title, after.title), and(eq(images.title, after.title), gt(images.id, after.id)))
    : undefined;
  const rows = orm
    .select({ id: images.id, title: images.title })
    .from(images)
    .where(and(matches, past))
    .orderBy(asc(images.title), asc(images.id))
    .limit(limit + 1)
    .all();
  const total = orm.select({ n: count() }).from(images).where(matches).get()?.n ?? 0;
  const shown = rows.slice(0, limit);
  const refs = loadImageRefs(
    orm,
    shown.map((r) => r.id),
  );
  const last = shown.at(-1);
  return {
    items: shown.flatMap((r) => refs.get(r.id) ?? []),
    next: rows.length > limit && last ? encodeImageCursor(last) : null,
    total,
  };
}

export function findImageRefById(orm: Orm, id: number): ImageRef | undefined {
  return loadImageRefs(orm, [id]).get(id);
}

export function updateImageFocal(orm: Orm, id: number, focal: FocalPoint | null): void {
  if (!focal) {
    orm.delete(imageFocalPoints).where(eq(imageFocalPoints.imageId, id)).run();
    return;
  }
  orm
    .insert(imageFocalPoints)
    .values({ imageId: id, ...focal })
    .onConflictDoUpdate({ target: imageFocalPoints.imageId, set: focal })
    .run();
}

export function findImage(orm: Orm, slug: string): { id: number; title: string; alt: string } | undefined {
  return orm
    .select({ id: images.id, title: images.title, alt: images.alt })
    .from(images)
    .where(eq(images.slug, slug))
    .get();
}

export function findImageRef(orm: Orm, slug: string): ImageRef | undefined {
  const row = findImage(orm, slug);
  return row && loadImageRefs(orm, [row.id]).get(row.id);
}

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

/** One transaction, so the words and the point change together; slug and file stay (SPEC 4 'Image form'). */
export function updateImageText(
  orm: Orm,
  id: number,
  change: { title: string; alt: string; focal?: FocalPoint | null | undefined },
): void {
  const { focal, ...text } = change;
  orm.transaction((tx) => {
    tx.update(images).set(text).where(eq(images.id, id)).run();
    if (focal !== undefined) updateImageFocal(tx, id, focal);
  });
}

/** A foreign key refuses while an entry still uses the image. */
export function deleteImage(orm: Orm, id: number): void {
  orm.delete(images).where(eq(images.id, id)).run();
}

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
