/**
 * Every word the exhibition pages, their calendar file and their structured data show, in one place so that
 * they can be translated together.
 */
export const EXHIBITION_TEXTS = {
  title: 'Exhibitions',
  eyebrow: 'Exhibition',
  empty: 'No exhibitions are shown yet.',
  allExhibitions: '← All exhibitions',
  groups: {
    current: 'Current exhibitions',
    upcoming: 'Upcoming exhibitions',
    past: 'Past exhibitions',
  },
  listIntro: 'Shows we have curated in Beijing and abroad: what is on now, what is coming and what has been.',
  from: (date: string) => `From ${date}`,
  until: (date: string) => `Until ${date}`,
  dates: 'Dates',
  venue: 'Venue',
  atTheGallery: 'At the gallery in Beijing',
  addToCalendar: 'Add to calendar',
  calendarHint: '(.ics file, for Apple, Google or Outlook calendars)',
  artists: 'Artists',
  artistsLabel: (title: string) => `Artists in ${title}`,
  checklist: 'Works in the exhibition',
  checklistLabel: (title: string) => `Works in ${title}`,
  noDates: 'This exhibition has no dates yet.',
  /** The calendar file's maker, after the gallery's name (PRODID). */
  calendarProduct: 'Exhibitions',
} as const;
