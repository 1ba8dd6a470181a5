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
  markScheduled: (when: string) => `Scheduled for ${when}`,
  /** An entry's name in the dashboard's lists with its mark. */
  marked: (title: string, mark: string) => `${title} · ${mark}`,
} as const;

/** Where an entry stands: public, a draft, or published but waiting for its time. */
export type PublishState = 'published' | 'draft' | 'scheduled';

export function publishState(status: PublishStatus, publishAt: number | null, now: number): PublishState {
  if (status === 'draft') return 'draft';
  return publishAt !== null && publishAt > now ? 'scheduled' : 'published';
}

/**
 * The gallery's clock, in the given fields, made on first use: a format with a time zone loads the zone's
 * data, some 15 ms of a phone's main thread, and every public page loads this module, though few pages show a
 * publish time.
 */
function galleryClock(fields: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-GB', { timeZone: SITE.timeZone, hourCycle: 'h23', ...fields }));
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const wallClock = galleryClock({ year: 'numeric', month: '2-digit', day: '2-digit', ...TIME });
const inWords = galleryClock({ day: 'numeric', month: 'short', year: 'numeric', ...TIME });

/** A moment as the gallery's wall clock shows it, 'yyyy-mm-ddThh:mm' (what <input type="datetime-local"> holds). */
export function toGalleryInput(ms: number): string {
  const part = Object.fromEntries(
    wallClock()
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
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

/** A publish time in words for banners and the dashboard: '25 Nov 2026, 10:00 (Beijing)'. */
export const formatPublishAt = (ms: number) => `${inWords().format(new Date(ms))} (Beijing)`;

/** What a detail answer carries when a signed-in admin previews an entry that is not public yet. */
export type Preview = { status: 'draft' } | { status: 'scheduled'; publish_at: number };

/** The banner's words for a preview. */
export const previewText = (preview: Preview) =>
  preview.status === 'draft'
    ? PUBLISHING_TEXTS.bannerDraft
    : PUBLISHING_TEXTS.bannerScheduled(formatPublishAt(preview.publish_at));

/** An entry as the dashboard lists it: its title, marked when it is a draft or waits for its time. */
export function dashboardLabel(
  entry: { title: string; status?: PublishStatus; publish_at?: number | null },
  now: number,
): string {
  if (entry.status === undefined) return entry.title;
  const state = publishState(entry.status, entry.publish_at ?? null, now);
  if (state === 'published') return entry.title;
  const mark =
    state === 'draft'
      ? PUBLISHING_TEXTS.markDraft
      : PUBLISHING_TEXTS.markScheduled(formatPublishAt(entry.publish_at ?? 0));
  return PUBLISHING_TEXTS.marked(entry.title, mark);
}
