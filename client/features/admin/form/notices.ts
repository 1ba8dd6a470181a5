/**
 * What a content form and the dashboard say after a save or a delete, and how they carry it across a
 * navigation: in the history entry's state, so the notice belongs to that visit of the page and a reload of
 * a shared address shows nothing stale.
 */

export const NOTICE_TEXTS = {
  saved: 'Saved.',
  viewOnSite: 'View on site',
  deleted: (title: string) => `Deleted "${title}".`,
} as const;

declare module '@tanstack/history' {
  interface HistoryState {
    /** After a save that moved the form to its entry's edit address: the entry's public page. */
    savedAt?: string;
    /** After a delete, on the dashboard: the title of what was deleted. */
    deleted?: string;
  }
}
