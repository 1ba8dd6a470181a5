import { eq, inArray } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import type { Orm } from '../db/client.ts';
import { imageFocalPoints, images, imageVariants } from '../db/schema/index.ts';
import { groupBy } from '../lib/group.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export function mediaUrl(hash: string, contentType: string) {
  return `/api/media/${hash}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export function loadImageRefs(orm: Orm, ids: Iterable<number | null | undefined>): Map<number, ImageRef> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  const refs = new Map<number, ImageRef>();
  if (wanted.length === 0) return refs;

  const rows = orm
    .select({
      id: images.id,
      slug: images.slug,
      title: images.title,
      alt: images.alt,
      width: images.width,
      height: images.height,
      hash: images.hash,
      contentType: images.contentType,
      focalX: imageFocalPoints.x,
      focalY: imageFocalPoints.y,
    })
    .from(images)
    .leftJoin(imageFocalPoints, eq(imageFocalPoints.imageId, images.id))
    .where(inArray(images.id, wanted))
    .all();
  const variants = orm
    .select({
      imageId: imageVariants.imageId,
      width: imageVariants.width,
      hash: imageVariants.hash,
      contentType: imageVariants.contentType,
    })
    .from(imageVariants)
    .where(inArray(imageVariants.imageId, wanted))
    .orderBy(imageVariants.imageId, imageVariants.width)
    .all();

  const variantsOf = groupBy(variants, (v) => v.imageId);
  for (const row of rows) {
    const own = variantsOf.get(row.id) ?? [];
    const srcset = own.map((v) => `${mediaUrl(v.hash, v.contentType)} ${v.width}w`);
    if (!own.some((v) => v.width === row.width)) srcset.push(`${mediaUrl(row.hash, row.contentType)} ${row.width}w`);
    const ref: ImageRef = {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      alt: row.alt,
      width: row.width,
      height: row.height,
      src: mediaUrl(row.hash, row.contentType),
      srcset: srcset.join(', '),
    };
    // Only when set, so answers for the many images without one stay as they were.
    if (row.focalX !== null && row.focalY !== null) ref.focal = { x: row.focalX, y: row.focalY };
    refs.set(row.id, ref);
  }
  return refs;
}

export function groupImageRefs(orm: Orm, rows: { ownerId: number; imageId: number }[]): Map<number, ImageRef[]> {
  const refs = loadImageRefs(
    orm,
    rows.map((r) => r.imageId),
  );
  const byOwner = new Map<number, ImageRef[]>();
  for (const [ownerId, own] of groupBy(rows, (r) => r.ownerId)) {
    byOwner.set(
      ownerId,
      own.flatMap((r) => refs.get(r.imageId) ?? []),
    );
  }
  return byOwner;
}
