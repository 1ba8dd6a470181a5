import { lazyTexts, t } from './messages/index.ts';

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
    /** PRODID: an identifier, the same in every language. */
    calendarProduct: 'Exhibitions',
  },
);
