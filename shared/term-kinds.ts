/** Lists staff manage, so that a typo no longer makes a new medium. */
export const TERM_KINDS = ['medium', 'category', 'collection'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export const TERM_LIST_NAME: Record<TermKind, string> = {
  medium: 'media',
  category: 'categories',
  collection: 'collections',
};

export const unknownTermMessage = (kind: TermKind, name: string) =>
  `"${name}" is not in the list of ${TERM_LIST_NAME[kind]}. Add it first.`;
