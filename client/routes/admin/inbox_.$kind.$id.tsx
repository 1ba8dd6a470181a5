import { createFileRoute, notFound } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { EntryScreen } from '../../features/admin/inbox/entry-screen.tsx';
import { readInboxSearch } from '../../features/admin/inbox/inbox-search.ts';
import { type EntryKindParam, inboxEntryQuery } from '../../features/admin/inbox/queries.ts';
import { orNotFound } from '../../lib/api.ts';
import { adminHead } from '../../lib/head.ts';

/** Not nested in the list's route: it replaces the list, keeping its filters and page in its own address for Back. */

const KINDS: readonly string[] = ['enquiries', 'messages'];

export const Route = createFileRoute('/admin/inbox_/$kind/$id')({
  params: {
    parse: (raw: { kind: string; id: string }) => {
      if (!KINDS.includes(raw.kind) || !/^[1-9]\d{0,15}$/.test(raw.id)) throw notFound();
      return { kind: raw.kind as EntryKindParam, id: raw.id };
    },
    stringify: (params: { kind: EntryKindParam; id: string }) => params,
  },
  validateSearch: readInboxSearch,
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(inboxEntryQuery(params.kind, params.id))),
  head: ({ loaderData, match }) =>
    adminHead(loaderData ? `${loaderData.entry.reference} · Inbox` : 'Inbox entry', match.pathname),
  component: EntryScreen,
  errorComponent: errorPage('Could not load this entry. Return to the inbox and try again.'),
});
