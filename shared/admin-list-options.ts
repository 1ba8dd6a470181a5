/**
 * The dashboard list's sorts and status filter, apart from their schemas (shared/admin-lists.ts) so the
 * admin's address can be read without the validation library: the router reads it on every page's start.
 */
export const LIST_SORTS = ['title', 'changed', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_STATES = ['draft', 'published', 'scheduled'] as const;
