import type { PublishStatus } from '../content-fields.ts';
import { SITE } from '../site.ts';

/**
 * Drafts and scheduled publishing as staff and previews see them: every text of the feature, and the gallery's
 * clock for the 'Publish on' field. Times are Beijing's (the gallery's), whatever the browser's own zone.
 * Pure functions: the server decides what is public (server/queries/published.ts), these only show it.
 */

export const PUBLISHING_TEXTS = {
  group: 'Publishing',
  status: 'Status',
  draft: 'Draft',
  published: 'Published',
  publishOn: 'Publish on',
  publishOnHint: 'Optional, Beijing time. A published entry stays private until then; empty: public on Save.',
  draftHint: 'A draft is seen only by signed-in staff, at its public address.',
  bannerDraft: 'Draft: not public',
  bannerScheduled: (when: string) => `Scheduled: public from ${when}`,
  bannerNote: 'Only signed-in staff see this page.',
  markDraft: 'Draft',
  markScheduled: (when: string) => `Scheduled ${when}`,
} as const;

/** Where an entry stands: public, a draft, or published but waiting for its time. */
export type PublishState = 'published' | 'draft' | 'scheduled';

export function publishState(status: PublishStatus, publishAt: number | null, now: number): PublishState {
  if (status === 'draft') return 'draft';
  return publishAt !== null && publishAt > now ? 'scheduled' : 'published';
}

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the gallery's wall clock shows it, 'yyyy-mm-ddThh:mm' (what <input type="datetime-local"> holds). */
export function toGalleryInput(ms: number): string {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The moment the gallery's wall clock reads 'yyyy-mm-ddThh:mm'; null for an empty or unreadable value. */
export function fromGalleryInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment: what the wall clock reads there minus UTC (whole minutes).
  const offset = Date.parse(`${toGalleryInput(asUtc)}:00Z`) - asUtc;
  return asUtc - offset;
}

const SHOWN = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A publish time in words for banners and the dashboard: '25 Nov 2026, 10:00 (Beijing)'. */
export const formatPublishAt = (ms: number) => `${SHOWN.format(new Date(ms))} (Beijing)`;
