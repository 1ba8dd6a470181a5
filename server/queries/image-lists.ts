import { asc, eq } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import type { Orm } from '../db/client.ts';
import type { imageListTable } from '../db/schema/image-lists.ts';
import { groupImageRefs } from './images.ts';

type ImageListTable = ReturnType<typeof imageListTable>;

export function loadImageList(orm: Orm, table: ImageListTable, ownerId: number): ImageRef[] {
  const rows = orm
    .select({ ownerId: table.ownerId, imageId: table.imageId })
    .from(table)
    .where(eq(table.ownerId, ownerId))
    .orderBy(asc(table.position))
    .all();
  return groupImageRefs(orm, rows).get(ownerId) ?? [];
}
