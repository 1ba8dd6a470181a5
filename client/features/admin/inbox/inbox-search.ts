import { INBOX_STAGES } from '#shared/inbox';
import type { InboxSearch } from './queries.ts';

/** Kept in the URL, so a filtered page can be shared and the detail's Back returns to it. */

const word = <T extends string>(value: unknown, allowed: readonly T[]) =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const whole = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const readInboxSearch = (raw: Record<string, unknown>): InboxSearch => ({
  kind: word(raw.kind, ['enquiry', 'message'] as const),
  stage: word(raw.stage, INBOX_STAGES),
  owner: whole(raw.owner),
  overdue: raw.overdue === true || raw.overdue === '1' ? true : undefined,
  q: typeof raw.q === 'string' && raw.q.trim() ? raw.q.trim().slice(0, 200) : undefined,
  page: whole(raw.page),
});
