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

/** One revision with the values it kept (GET /api/admin/{api}/{id}/revisions/{rev}). */
export type RevisionDetail = Omit<RevisionSummary, 'changed'> & { values: Record<string, unknown> };

/** The fields whose values differ between two versions of an entry, in the order of `after`. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((name) => name !== '_id');
  return names.filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}
