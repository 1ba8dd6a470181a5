import { asc, eq } from 'drizzle-orm';
import { type RowValues, translatableRows } from '../../shared/catalogue/languages.ts';
import type { Orm } from '../db/client.ts';
import type { ContentType } from './define.ts';
import type { DescribedImageListTable } from './field-stores.ts';

/**
 * The Chinese captions of a list of described images (an exhibition's extra images, docs/decisions/012). They
 * are one translation row of the entry, field = the list's name, holding `{ imageId: caption }` as JSON: kept by
 * the image rather than by place, so a list reordered or shortened (by the form or the SPEC's API) keeps each
 * caption with its picture. The form and the edit read speak of them as one value per row, in the rows' order.
 */

type Captions = Record<string, string>;

/** The described-image lists of a type whose captions are translatable, with the table each is kept in. */
export function captionLists(type: ContentType): { name: string; table: DescribedImageListTable }[] {
  return translatableRows(type.description).flatMap(({ field }) => {
    const store = (type.fields as Record<string, { kind: string; table?: unknown }>)[field.name];
    return store?.kind === 'describedImageList'
      ? [{ name: field.name, table: store.table as DescribedImageListTable }]
      : [];
  });
}

/** The list's images, in order. */
function imagesOf(orm: Orm, table: DescribedImageListTable, entryId: number): number[] {
  return orm
    .select({ imageId: table.imageId })
    .from(table)
    .where(eq(table.ownerId, entryId))
    .orderBy(asc(table.position))
    .all()
    .map((row) => row.imageId);
}

/** The stored captions (an unreadable value reads as none). */
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

/** The captions as the stored value: '' (no row) when there are none. */
function storedValue(captions: Captions): string {
  return Object.keys(captions).length === 0 ? '' : JSON.stringify(captions);
}

/**
 * The row values a body sent, as they are stored: each by the image of the row at its place (written just
 * before, in the same transaction), trimmed, the empty ones left out.
 */
export function captionsToStore(orm: Orm, table: DescribedImageListTable, entryId: number, values: RowValues): string {
  const images = imagesOf(orm, table, entryId);
  const captions: Captions = {};
  images.forEach((imageId, index) => {
    const caption = (values[index] ?? '').trim();
    if (caption !== '') captions[String(imageId)] = caption;
  });
  return storedValue(captions);
}

/** The stored captions as the form reads them: one per row of the list now, '' where a row has none. */
export function captionsToRows(orm: Orm, table: DescribedImageListTable, entryId: number, stored: string | undefined) {
  const captions = parseCaptions(stored);
  return imagesOf(orm, table, entryId).map((imageId) => captions[String(imageId)] ?? '');
}

/** The captions of one entry's list in a language, by image id, for a public read. */
export const captionsIn = (translations: Record<string, string>, list: string): Map<number, string> =>
  new Map(Object.entries(parseCaptions(translations[list])).map(([id, caption]) => [Number(id), caption]));
