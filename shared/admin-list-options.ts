// Apart from shared/admin-lists.ts so the router can read the address without the validation library.
export const LIST_SORTS = ['title', 'changed', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_STATES = ['draft', 'published', 'scheduled'] as const;
