import { ADMIN_TITLES } from '#shared/admin-titles';
import { TERM_LIST_NAME, type TermKind } from '#shared/term-kinds';

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

export const TERMS_SCREEN = {
  title: ADMIN_TITLES.terms,
  back: 'Return to Admin Dashboard',
  intro:
    'The lists the shop form picks from. Renaming a name renames it on every work that uses it; a name can be deleted once no work uses it. New names are added in the shop form. Chinese pages show the Chinese name; a name without one shows in English there.',
  heading: (kind: TermKind) => `${TERM_LIST_NAME[kind].charAt(0).toUpperCase()}${TERM_LIST_NAME[kind].slice(1)}`,
  empty: 'None yet.',
  nameOf: (name: string) => `Name of ${name}`,
  nameZhOf: (name: string) => `Chinese name of ${name}`,
  nameZhPlaceholder: 'Chinese name',
  chineseMissing: 'Chinese missing',
  rename: 'Save',
  delete: 'Delete',
  renamed: (from: string, to: string) => `"${from}" is now "${to}" on every work that used it.`,
  savedZh: (name: string, zh: string) =>
    zh ? `The Chinese name of "${name}" is now "${zh}".` : `"${name}" has no Chinese name now.`,
  deleted: (name: string) => `"${name}" was deleted.`,
  failed: 'The change could not be saved. Please try again.',
  unreachable: 'Could not reach the server. Check your connection and try again.',
  loadFailed: 'Could not load this list. Refresh the page and try again.',
};
