import type { Role } from '#shared/roles';
import { adminT } from '../admin-messages.ts';
/** Carried in the history entry's state, so a reload of a shared address shows nothing stale. */

export const NOTICE_TEXTS = {
  saved: 'Saved.',
  viewOnSite: 'View on site',
  deleted: (title: string) => `Deleted "${title}".`,
  refused: (role: Role) => adminT('admin.roles.refusedScreen', { role: adminT(`admin.roles.${role}`) }),
} as const;

declare module '@tanstack/history' {
  interface HistoryState {
    savedAt?: string;
    deleted?: string;
    /** The admin screen a role may not open, which sent its visitor to the dashboard. */
    refused?: string;
  }
}
