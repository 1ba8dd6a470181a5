// Without the validation library: the client's entry reads the page size (shared/list-query.ts has the schemas).

/** Pages at `<list>/pages?limit=&after=` are in keyset order; the plain list answers the whole list, as in the SPEC. */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
/** Long enough for the keys of any entry (an artist order carries its name and title). */
export const MAX_CURSOR_LENGTH = 2000;

/** The word a list's pages are under, so no entry may take it as its slug (docs/decisions/016). */
export const PAGES_SEGMENT = 'pages';
