import type { PublishStatus } from '../content-fields.ts';
import { SITE } from '../site.ts';

/** Times are Beijing's whatever the browser's zone; the server decides what is public (server/queries/published.ts). */

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
  marked: (title: string, mark: string) => `${title} · ${mark}`,
} as const;

export type PublishState = 'published' | 'draft' | 'scheduled';

export function publishState(status: PublishStatus, publishAt: number | null, now: number): PublishState {
  if (status === 'draft') return 'draft';
  return publishAt !== null && publishAt > now ? 'scheduled' : 'published';
}

/** Made on first use: a time-zone format loads the zone's data, some 15 ms of a phone's main thread. */
function galleryClock(fields: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-GB', { timeZone: SITE.timeZone, hourCycle: 'h23', ...fields }));
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const wallClock = galleryClock({ year: 'numeric', month: '2-digit', day: '2-digit', ...TIME });
const inWords = galleryClock({ day: 'numeric', month: 'short', year: 'numeric', ...TIME });

/** 'yyyy-mm-ddThh:mm', what <input type="datetime-local"> holds. */
export function toGalleryInput(ms: number): string {
  const part = Object.fromEntries(
    wallClock()
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

export function fromGalleryInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment: what the wall clock reads there minus UTC (whole minutes).
  const offset = Date.parse(`${toGalleryInput(asUtc)}:00Z`) - asUtc;
  return asUtc - offset;
}

export const formatPublishAt = (ms: number) => `${inWords().format(new Date(ms))} (Beijing)`;

export type Preview = { status: 'draft' } | { status: 'scheduled'; publish_at: number };

export const previewText = (preview: Preview) =>
  preview.status === 'draft'
    ? PUBLISHING_TEXTS.bannerDraft
    : PUBLISHING_TEXTS.bannerScheduled(formatPublishAt(preview.publish_at));

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
