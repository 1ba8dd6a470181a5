import { lazyTexts, t } from './messages/index.ts';

/**
 * Every word the exhibition pages, their calendar file and their structured data show, in one place so that
 * they can be translated together. Texts and functions: each reads the catalogue when it is used, in the
 * page's language (or the request's, on the server).
 */
export const EXHIBITION_TEXTS = lazyTexts(
  {
    title: 'exhibition.title',
    eyebrow: 'exhibition.eyebrow',
    empty: 'exhibition.empty',
    allExhibitions: 'exhibition.all',
    groups: {
      current: 'exhibition.current',
      upcoming: 'exhibition.upcoming',
      past: 'exhibition.past',
    },
    listIntro: 'exhibition.listIntro',
    dates: 'exhibition.dates',
    venue: 'exhibition.venue',
    atTheGallery: 'exhibition.atTheGallery',
    addToCalendar: 'exhibition.addToCalendar',
    calendarHint: 'exhibition.calendarHint',
    artists: 'exhibition.artists',
    checklist: 'exhibition.checklist',
    noDates: 'exhibition.noDates',
    inTheExhibition: 'exhibition.inTheExhibition',
    opensFullImage: 'exhibition.opensFullImage',
  },
  {
    from: (date: string) => t('exhibition.from', { date }),
    until: (date: string) => t('exhibition.until', { date }),
    artistsLabel: (title: string) => t('exhibition.artistsLabel', { title }),
    checklistLabel: (title: string) => t('exhibition.checklistLabel', { title }),
    /** The calendar file's maker, after the gallery's name (PRODID): an identifier, the same in every language. */
    calendarProduct: 'Exhibitions',
  },
);
