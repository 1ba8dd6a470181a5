/** Carried in the history entry's state, so a reload of a shared address shows nothing stale. */

export const NOTICE_TEXTS = {
  saved: 'Saved.',
  viewOnSite: 'View on site',
  deleted: (title: string) => `Deleted "${title}".`,
} as const;

declare module '@tanstack/history' {
  interface HistoryState {
    savedAt?: string;
    deleted?: string;
  }
}
