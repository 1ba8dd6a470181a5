import { useQuery } from '@tanstack/react-query';
import { InboxCounts } from '../inbox/inbox-counts.tsx';
import { inboxCountsQuery } from '../inbox/queries.ts';

export function InboxSummary() {
  const counts = useQuery(inboxCountsQuery());
  return counts.data ? <InboxCounts counts={counts.data} headingLevel={3} /> : null;
}
