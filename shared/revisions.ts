import { z } from 'zod';
import type { ImageRef } from './image.ts';

/**
 * Revisions of content entries (every save keeps one): what the admin API answers and how two versions are
 * compared. Plain data and pure functions, read by the server and the admin.
 */

/** How many revisions of one entry are kept; older ones are deleted as new saves come in. */
export const REVISIONS_KEPT = 50;

/** One revision in an entry's history (GET /api/admin/{api}/{id}/revisions), newest first. */
export type RevisionSummary = {
  id: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
  /** The e-mail of the admin who saved it, as it was then; empty when unknown. */
  savedBy: string;
  /** The fields this save changed against the revision before it; null for the oldest one kept. */
  changed: string[] | null;
};

/** How many revisions a page of the history holds unless `limit` says otherwise, and at most. */
export const REVISION_PAGE_SIZE = 20;
export const MAX_REVISION_PAGE_SIZE = 100;

const PAGE_SIZE_ERROR = `The page size (limit) must be a whole number from 1 to ${MAX_REVISION_PAGE_SIZE}.`;

/**
 * `?limit=&after=`: a page of the history, newest first, after the revision `after` in that order (a page's
 * `next`), as the public lists page (shared/list-query.ts).
 */
export const revisionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PAGE_SIZE_ERROR })
    .int({ error: PAGE_SIZE_ERROR })
    .min(1, { error: PAGE_SIZE_ERROR })
    .max(MAX_REVISION_PAGE_SIZE, { error: PAGE_SIZE_ERROR })
    .default(REVISION_PAGE_SIZE),
  after: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: 'after is not a position this list gave.' })
    .optional(),
});

/**
 * One page of an entry's history: its revisions newest first, and `next`, the `after` of the page after it
 * (null on the last). A page starts below a revision's id, and new saves only ever get higher ids, so saves
 * made while staff read the history neither shift nor repeat what the older pages hold.
 */
export type RevisionPage = { items: RevisionSummary[]; next: string | null };

/** What the comparison shows of an image a version names: its title and thumbnail. */
export type RevisionImage = Pick<ImageRef, 'title' | 'src' | 'srcset' | 'width' | 'height'>;

/**
 * The images and entries of other types named by a revision and by the entry now, as they are today: images
 * by id, entries by their type's API segment and id. Null marks one deleted since.
 */
export type RevisionReferences = {
  images: Record<string, RevisionImage | null>;
  entries: Record<string, Record<string, string | null>>;
};

/**
 * One revision with the values it kept (GET /api/admin/{api}/{id}/revisions/{rev}), and the names of what those
 * values and the entry's current ones refer to, so the comparison needs no other list.
 */
export type RevisionDetail = Omit<RevisionSummary, 'changed'> & {
  values: Record<string, unknown>;
  references: RevisionReferences;
};

/** The fields whose values differ between two versions of an entry, in the order of `after`. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  // `_id` names the entry and a form's `_version` the save it was loaded at: neither is a field.
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (name) => name !== '_id' && name !== '_version',
  );
  return names.filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}
