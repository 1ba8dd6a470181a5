import type { StaticImageName } from '../../../features/site/static-image-query.ts';

/** The four parts of Explore (SPEC 2 '/explore'), each with its static image slot. */
export const EXPLORE_SECTIONS = [
  {
    to: '/explore/collections',
    title: 'Collections',
    image: 'collectionsImg',
    blurb: 'Bodies of work gathered over thirty years: oil paintings, Chosonhwa, woodcuts, embroidery and posters.',
  },
  {
    to: '/explore/exhibitions',
    title: 'Exhibitions',
    image: 'exhibitionsImg',
    blurb: 'Shows we have curated in Beijing and abroad, with the works and the stories behind them.',
  },
  {
    to: '/explore/films',
    title: 'Films',
    image: 'filmsImg',
    blurb: 'Documentaries and features made with North Korean crews, from sport to daily life.',
  },
  {
    to: '/explore/publications',
    title: 'Publications',
    image: 'publicationsImg',
    blurb: 'Books and catalogues on North Korean art, design and film.',
  },
] as const satisfies readonly { to: string; title: string; image: StaticImageName; blurb: string }[];
