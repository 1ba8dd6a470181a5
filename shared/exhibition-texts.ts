import { t } from './messages/index.ts';

/**
 * Every word the exhibition pages, their calendar file and their structured data show, in one place so that
 * they can be translated together. Getters and functions: each reads the catalogue when it is used, in the
 * page's language (or the request's, on the server).
 */
export const EXHIBITION_TEXTS = {
  get title() {
    return t('exhibition.title');
  },
  get eyebrow() {
    return t('exhibition.eyebrow');
  },
  get empty() {
    return t('exhibition.empty');
  },
  get allExhibitions() {
    return t('exhibition.all');
  },
  groups: {
    get current() {
      return t('exhibition.current');
    },
    get upcoming() {
      return t('exhibition.upcoming');
    },
    get past() {
      return t('exhibition.past');
    },
  },
  get listIntro() {
    return t('exhibition.listIntro');
  },
  from: (date: string) => t('exhibition.from', { date }),
  until: (date: string) => t('exhibition.until', { date }),
  get dates() {
    return t('exhibition.dates');
  },
  get venue() {
    return t('exhibition.venue');
  },
  get atTheGallery() {
    return t('exhibition.atTheGallery');
  },
  get addToCalendar() {
    return t('exhibition.addToCalendar');
  },
  get calendarHint() {
    return t('exhibition.calendarHint');
  },
  get artists() {
    return t('exhibition.artists');
  },
  artistsLabel: (title: string) => t('exhibition.artistsLabel', { title }),
  get checklist() {
    return t('exhibition.checklist');
  },
  checklistLabel: (title: string) => t('exhibition.checklistLabel', { title }),
  get noDates() {
    return t('exhibition.noDates');
  },
  get inTheExhibition() {
    return t('exhibition.inTheExhibition');
  },
  get opensFullImage() {
    return t('exhibition.opensFullImage');
  },
  /** The calendar file's maker, after the gallery's name (PRODID): an identifier, the same in every language. */
  calendarProduct: 'Exhibitions',
};
