import { z } from 'zod';
import { LIST_SORTS, LIST_STATES, type ListSort } from './admin-list-options.ts';
import { CATALOGUE, type ContentKey } from './content/catalogue.ts';
import type { PublishState } from './content/publishing.ts';
import type { ImageRef } from './image.ts';
import type { Lang } from './languages.ts';

const TYPE_KEYS = CATALOGUE.map((d) => d.api) as [ContentKey, ...ContentKey[]];

export const LIST_PAGE_SIZE = 25;
export const MAX_BULK_IDS = 100;
export const MAX_PICK = 50;
export const MAX_LIST_QUERY = 100;

export { LIST_SORTS, LIST_STATES, type ListSort };

const typeField = z.enum(TYPE_KEYS, { error: 'Choose a content type (type) the site has.' });
const text = z
  .string()
  .trim()
  .max(MAX_LIST_QUERY, { error: `Search (q) takes at most ${MAX_LIST_QUERY} characters.` })
  .optional()
  .transform((value) => value || undefined);

export const listQuerySchema = z.object({
  type: typeField,
  q: text,
  sort: z.enum(LIST_SORTS, { error: 'Sort (sort) is one of title, changed or status.' }).default('changed'),
  dir: z.enum(['asc', 'desc'], { error: 'Direction (dir) is asc or desc.' }).optional(),
  status: z.enum(LIST_STATES, { error: 'Status (status) is draft, published or scheduled.' }).optional(),
  page: z.coerce
    .number({ error: 'Page (page) is a whole number from 1.' })
    .int({ error: 'Page (page) is a whole number from 1.' })
    .min(1, { error: 'Page (page) is a whole number from 1.' })
    .max(100_000, { error: 'Page (page) is at most 100000.' })
    .default(1),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const defaultDir = (sort: ListSort): 'asc' | 'desc' => (sort === 'changed' ? 'desc' : 'asc');

export type ListEntry = {
  _id: number;
  slug: string;
  title: string;
  state: PublishState;
  publish_at: number | null;
  changed_at: number;
  /** Empty when unknown (the demo content, an old entry). */
  changed_by: string;
  image: ImageRef | null;
  languages: Record<Lang, boolean>;
  chineseMissing: boolean;
};

export type ListAnswer = { entries: ListEntry[]; total: number; page: number; pageSize: number };

export const pickQuerySchema = z.object({
  type: typeField,
  q: text,
  limit: z.coerce
    .number({ error: `Limit (limit) is a whole number from 1 to ${MAX_PICK}.` })
    .int({ error: `Limit (limit) is a whole number from 1 to ${MAX_PICK}.` })
    .min(1, { error: `Limit (limit) is a whole number from 1 to ${MAX_PICK}.` })
    .max(MAX_PICK, { error: `Limit (limit) is a whole number from 1 to ${MAX_PICK}.` })
    .default(20),
  ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, { error: 'Ids (ids) are up to 100 whole numbers, comma separated.' })
    .optional()
    .transform((value) => (value ? value.split(',').map(Number) : [])),
});
export type PickQuery = z.output<typeof pickQuerySchema>;
export type PickEntry = {
  _id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  publish_at: number | null;
};
export type PickAnswer = { matches: PickEntry[]; named: PickEntry[] };

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkSchema = z.object({
  type: typeField,
  action: z.enum(BULK_ACTIONS, { error: 'Action (action) is publish, unpublish or delete.' }),
  ids: z
    .array(z.number({ error: 'Each id (ids) is a whole number.' }).int().positive(), {
      error: 'Ids (ids) is a list of entry ids.',
    })
    .min(1, { error: 'Select at least one entry (ids).' })
    .max(MAX_BULK_IDS, { error: `Select at most ${MAX_BULK_IDS} entries at once (ids).` }),
});
export type BulkBody = z.output<typeof bulkSchema>;

export type BulkAnswer = {
  action: BulkAction;
  done: { _id: number; title: string }[];
  refused: { _id: number; title: string; reason: string; items: string[] }[];
};

/** They take entries off the public site, so staff confirm them first. */
export const CONFIRMED_BULK_ACTIONS = ['unpublish', 'delete'] as const satisfies readonly BulkAction[];
export type ConfirmedBulkAction = (typeof CONFIRMED_BULK_ACTIONS)[number];
export const asksFirst = (action: BulkAction): action is ConfirmedBulkAction =>
  (CONFIRMED_BULK_ACTIONS as readonly string[]).includes(action);

export const LIST_TEXTS = {
  heading: 'Entries',
  typeFilter: 'Type',
  search: 'Find by title',
  searchSubmit: 'Find',
  statusFilter: 'Status',
  anyStatus: 'Any status',
  sort: 'Sort by',
  sorts: { title: 'Title', changed: 'Last change', status: 'Status' } satisfies Record<ListSort, string>,
  states: { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' } satisfies Record<PublishState, string>,
  selectAll: 'Select all on this page',
  select: (title: string) => `Select ${title}`,
  selected: (count: number) => (count === 1 ? '1 entry selected' : `${count} entries selected`),
  actions: { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' } satisfies Record<BulkAction, string>,
  bulkGroup: 'With the selected entries',
  confirmHeading: (action: ConfirmedBulkAction, count: number) =>
    `${action === 'delete' ? 'Delete' : 'Unpublish'} ${count === 1 ? '1 entry' : `${count} entries`}?`,
  confirmNote: {
    delete: 'This cannot be undone. Entries that others still refer to are kept.',
    unpublish: 'They leave the public site, in every language, until they are published again.',
  } satisfies Record<ConfirmedBulkAction, string>,
  confirm: { delete: 'Delete them', unpublish: 'Unpublish them' } satisfies Record<ConfirmedBulkAction, string>,
  cancel: 'Cancel',
  working: 'Working…',
  done: {
    publish: (n: number) => (n === 1 ? 'Published 1 entry.' : `Published ${n} entries.`),
    unpublish: (n: number) => (n === 1 ? 'Unpublished 1 entry.' : `Unpublished ${n} entries.`),
    delete: (n: number) => (n === 1 ? 'Deleted 1 entry.' : `Deleted ${n} entries.`),
  } satisfies Record<BulkAction, (n: number) => string>,
  deletedNames: 'Deleted:',
  refusedHeading: (n: number) => (n === 1 ? '1 entry was kept:' : `${n} entries were kept:`),
  refusedLine: (title: string, reason: string) => `${title}: ${reason}`,
  languageNames: { en: 'EN', zh: '中文' } satisfies Record<Lang, string>,
  languagesLabel: 'Published in',
  noLanguage: 'In no language',
  chineseMissing: 'Chinese missing',
  none: 'No entry matches.',
  empty: 'Nothing here yet.',
  changedBy: (when: string, who: string) => (who ? `${when} by ${who}` : when),
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  count: (total: number) => (total === 1 ? '1 entry' : `${total} entries`),
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  loadError: 'Could not load the list. Refresh the page and try again.',
  bulkError: 'The action did not finish. Refresh the list to see what changed, then try again.',
} as const;

export const referredReason = (noun: string) =>
  `this ${noun} cannot be deleted while other entries refer to it; change or delete them first.`;
export const goneReason = 'no longer exists (deleted elsewhere).';
