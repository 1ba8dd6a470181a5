import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';

export type InboxSearch = {
  kind?: 'enquiry' | 'message';
  stage?: 'new' | 'replied' | 'reserved' | 'sold' | 'closed' | 'spam';
  owner?: number;
  overdue?: boolean;
  q?: string;
  page?: number;
};

const toQuery = (s: InboxSearch) => ({
  ...(s.kind ? { kind: s.kind } : {}),
  ...(s.stage ? { stage: s.stage } : {}),
  ...(s.owner ? { owner: String(s.owner) } : {}),
  ...(s.overdue ? { overdue: '1' as const } : {}),
  ...(s.q ? { q: s.q } : {}),
  ...(s.page && s.page > 1 ? { page: String(s.page) } : {}),
});

// No abort signal: a page of the inbox is cheap, and a fetch cancelled while the screen suspends on it
// would reach the error boundary instead of the list.
const fetchInbox = (search: InboxSearch) => unwrap(api.admin.inbox.$get({ query: toQuery(search) }));

export type InboxPage = Awaited<ReturnType<typeof fetchInbox>>;
export type InboxEntry = InboxPage['entries'][number];

export const INBOX_KEY = ['admin', 'inbox'] as const;

export const inboxQuery = (search: InboxSearch) =>
  queryOptions({ queryKey: [...INBOX_KEY, search], queryFn: () => fetchInbox(search) });

export type EntryKindParam = 'enquiries' | 'messages';

const fetchEntry = (kind: EntryKindParam, id: string) =>
  unwrap(api.admin.inbox[':kind'][':id'].$get({ param: { kind, id } }));

/** Under the inbox's key, so every action on the entry refreshes its view, the list and the counts. */
export const inboxEntryQuery = (kind: EntryKindParam, id: string) =>
  queryOptions({ queryKey: [...INBOX_KEY, 'entry', kind, id], queryFn: () => fetchEntry(kind, id) });

export const inboxCountsQuery = () =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'counts'],
    queryFn: () => unwrap(api.admin.inbox.counts.$get()),
  });

export const subscribersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'newsletter'],
    queryFn: ({ signal }) => unwrap(api.admin.newsletter.$get({}, { init: { signal } })),
  });
