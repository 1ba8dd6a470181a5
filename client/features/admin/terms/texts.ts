import { TERM_LIST_NAME, type TermKind } from '#shared/inventory';

/** The words of the managed lists' pickers in the admin, kept together for translation. */
export const TERM_TEXTS = {
  choose: (kind: TermKind) => `Choose from the ${TERM_LIST_NAME[kind]}`,
  none: 'None',
  addNew: 'Add new',
  newName: (label: string) => `New ${label.toLowerCase()}`,
  add: 'Add',
  adding: 'Adding…',
  cancel: 'Cancel',
  added: (name: string, kind: TermKind) => `"${name}" was added to the ${TERM_LIST_NAME[kind]} and chosen.`,
  notListed: (name: string) => `${name} (not in the list)`,
  loading: 'Loading…',
};
