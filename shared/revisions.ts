import { z } from 'zod';
import type { ImageRef } from './image.ts';

/** Older revisions are deleted as new saves come in. */
export const REVISIONS_KEPT = 50;

export type RevisionSummary = {
  id: number;
  savedAt: number;
  savedBy: string;
  changed: string[] | null;
};

export const REVISION_PAGE_SIZE = 20;
export const MAX_REVISION_PAGE_SIZE = 100;

const PAGE_SIZE_ERROR = `The page size (limit) must be a whole number from 1 to ${MAX_REVISION_PAGE_SIZE}.`;

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

export type RevisionPage = { items: RevisionSummary[]; next: string | null };

export type RevisionImage = Pick<ImageRef, 'title' | 'src' | 'srcset' | 'width' | 'height'>;

export type RevisionReferences = {
  images: Record<string, RevisionImage | null>;
  entries: Record<string, Record<string, string | null>>;
};

export type RevisionDetail = Omit<RevisionSummary, 'changed'> & {
  values: Record<string, unknown>;
  references: RevisionReferences;
};

export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  // `_id` names the entry and a form's `_version` the save it was loaded at: neither is a field.
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (name) => name !== '_id' && name !== '_version',
  );
  return names.filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}
