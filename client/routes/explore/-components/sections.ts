import { lazyTexts } from '#shared/messages/index';
import type { StaticImageName } from '../../../features/site/static-image-query.ts';

type Section = {
  to: '/explore/collections' | '/explore/exhibitions' | '/explore/films' | '/explore/publications';
  image: StaticImageName;
  readonly title: string;
  readonly blurb: string;
  readonly viewAll: string;
};

/** The four parts of Explore (SPEC 2 '/explore'), each with its static image slot. */
export const EXPLORE_SECTIONS: readonly Section[] = [
  lazyTexts({ title: 'explore.collections', blurb: 'explore.collectionsBlurb', viewAll: 'explore.collectionsAll' }, {
    to: '/explore/collections',
    image: 'collectionsImg',
  } as const),
  lazyTexts({ title: 'explore.exhibitions', blurb: 'explore.exhibitionsBlurb', viewAll: 'explore.exhibitionsAll' }, {
    to: '/explore/exhibitions',
    image: 'exhibitionsImg',
  } as const),
  lazyTexts({ title: 'explore.films', blurb: 'explore.filmsBlurb', viewAll: 'explore.filmsAll' }, {
    to: '/explore/films',
    image: 'filmsImg',
  } as const),
  lazyTexts({ title: 'explore.publications', blurb: 'explore.publicationsBlurb', viewAll: 'explore.publicationsAll' }, {
    to: '/explore/publications',
    image: 'publicationsImg',
  } as const),
];
