import { t } from '#shared/messages/index';
import type { StaticImageName } from '../../../features/site/static-image-query.ts';

type Section = {
  to: '/explore/collections' | '/explore/exhibitions' | '/explore/films' | '/explore/publications';
  image: StaticImageName;
  /** The section's name, what it holds, and the link to all of it, read when the page renders. */
  readonly title: string;
  readonly blurb: string;
  readonly viewAll: string;
};

/** The four parts of Explore (SPEC 2 '/explore'), each with its static image slot. */
export const EXPLORE_SECTIONS: readonly Section[] = [
  {
    to: '/explore/collections',
    image: 'collectionsImg',
    get title() {
      return t('explore.collections');
    },
    get blurb() {
      return t('explore.collectionsBlurb');
    },
    get viewAll() {
      return t('explore.collectionsAll');
    },
  },
  {
    to: '/explore/exhibitions',
    image: 'exhibitionsImg',
    get title() {
      return t('explore.exhibitions');
    },
    get blurb() {
      return t('explore.exhibitionsBlurb');
    },
    get viewAll() {
      return t('explore.exhibitionsAll');
    },
  },
  {
    to: '/explore/films',
    image: 'filmsImg',
    get title() {
      return t('explore.films');
    },
    get blurb() {
      return t('explore.filmsBlurb');
    },
    get viewAll() {
      return t('explore.filmsAll');
    },
  },
  {
    to: '/explore/publications',
    image: 'publicationsImg',
    get title() {
      return t('explore.publications');
    },
    get blurb() {
      return t('explore.publicationsBlurb');
    },
    get viewAll() {
      return t('explore.publicationsAll');
    },
  },
];
