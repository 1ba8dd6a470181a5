import { createFileRoute } from '@tanstack/react-router';
import { INBOX_STAGES } from '#shared/inbox';
import { errorPage } from '../../components/error-box.tsx';
import { InboxScreen } from '../../features/admin/inbox/inbox-screen.tsx';
import { type InboxSearch, inboxQuery } from '../../features/admin/inbox/queries.ts';
import { adminHead } from '../../lib/head.ts';

/**
 * Staff's inbox (issue 16): enquiries and messages in one list, newest first, filtered, searched and paged
 * on the server, each with its stage, owner, follow-up, notes, replies and holds. The admin layout route
 * signs the user in.
 */

const word = <T extends string>(value: unknown, allowed: readonly T[]) =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const whole = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const Route = createFileRoute('/admin/inbox')({
  head: () => adminHead('Inbox', '/admin/inbox'),
  validateSearch: (raw: Record<string, unknown>): InboxSearch => ({
    kind: word(raw.kind, ['enquiry', 'message'] as const),
    stage: word(raw.stage, INBOX_STAGES),
    owner: whole(raw.owner),
    overdue: raw.overdue === true || raw.overdue === '1' ? true : undefined,
    q: typeof raw.q === 'string' && raw.q.trim() ? raw.q.trim().slice(0, 200) : undefined,
    page: whole(raw.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(inboxQuery(deps)),
  component: InboxScreen,
  errorComponent: errorPage('Could not load the inbox. Refresh the page and try again.'),
});
