import { asc, eq } from 'drizzle-orm';
import { type RowValues, translatableRows } from '../../shared/catalogue/languages.ts';
import type { Orm } from '../db/client.ts';
import type { ContentType } from './define.ts';
import type { DescribedImageListTable } from './field-stores.ts';

/** Keyed by image, not by place, so a reordered or shortened list keeps each caption with its picture. */

type Captions = Record<string, string>;

export function captionLists(type: ContentType): { name: string; table: DescribedImageListTable }[] {
  return translatableRows(type.description).flatMap(({ field }) => {
    const store = (type.fields as Record<string, { kind: string; table?: unknown }>)[field.name];
    return store?.kind === 'describedImageList'
      ? [{ name: field.name, table: store.table as DescribedImageListTable }]
      : [];
  });
}

function imagesOf(orm: Orm, table: DescribedImageListTable, entryId: number): number[] {
  return orm
    .select({ imageId: table.imageId })
    .from(table)
    .where(eq(table.ownerId, entryId))
    .orderBy(asc(table.position))
    .all()
    .map((row) => row.imageId);
}

export function parseCaptions(stored: string | undefined): Captions {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function storedValue(captions: Captions): string {
  return Object.keys(captions).length === 0 ? '' : JSON.stringify(captions);
}

/** The list's rows were written just before, in the same transaction, so each value goes to the image at its place. */
export function captionsToStore(orm: Orm, table: DescribedImageListTable, entryId: number, values: RowValues): string {
  const images = imagesOf(orm, table, entryId);
  const captions: Captions = {};
  images.forEach((imageId, index) => {
    const caption = (values[index] ?? '').trim();
    if (caption !== '') captions[String(imageId)] = caption;
  });
  return storedValue(captions);
}

export function captionsToRows(orm: Orm, table: DescribedImageListTable, entryId: number, stored: string | undefined) {
  const captions = parseCaptions(stored);
  return imagesOf(orm, table, entryId).map((imageId) => captions[String(imageId)] ?? '');
}

export const captionsIn = (translations: Record<string, string>, list: string): Map<number, string> =>
  new Map(Object.entries(parseCaptions(translations[list])).map(([id, caption]) => [Number(id), caption]));
