export const HISTORY_TEXTS = {
  link: 'History',
  title: (noun: string, name: string) => `History of ${noun}: ${name}`,
  backToForm: 'Back to the form',
  listHeading: 'Saved versions',
  empty: 'No saved versions yet. Each save from now on keeps one.',
  by: (who: string) => `by ${who}`,
  unknownSaver: 'someone before history was kept',
  changed: 'Changed:',
  first: 'Oldest version kept.',
  nothingChanged: 'No field changed.',
  compareHeading: (when: string) => `The version of ${when}`,
  thisVersion: 'This version',
  now: 'Now',
  sameAsNow: 'This version is the same as the entry now.',
  restore: 'Restore this version',
  confirmRestore: 'Restore this version? The entry’s fields will be replaced by these values and saved at once.',
  yesRestore: 'Yes, restore',
  restoring: 'Restoring…',
  cancel: 'Cancel',
  choose: 'Choose a version above to compare it with the entry now.',
  emptyValue: '(empty)',
  yes: 'Yes',
  no: 'No',
  unknownEntry: (id: number) => `#${id} (deleted)`,
  entryNumber: (id: number) => `#${id}`,
  older: 'Show older versions',
  loadingOlder: 'Loading older versions…',
  olderFailed: 'Could not load older versions. Try again.',
  loadFailed: 'Could not load this version. Refresh the page and try again.',
} as const;

/** In the gallery's time (Beijing). */
export const formatSavedAt = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(
    new Date(ms),
  );
