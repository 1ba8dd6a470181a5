import type { MessageId } from '#shared/messages/index';

// Labels are message ids, so the menu follows the page's language (SPEC 2 'Navigation').
export type NavLink = { label: MessageId; to: string; hash?: string };
export type NavEntry = NavLink & { children?: NavLink[] };

export const NAV: NavEntry[] = [
  { label: 'shell.nav.home', to: '/' },
  {
    label: 'shell.nav.shop',
    to: '/shop',
    children: [
      { label: 'shell.nav.shopAll', to: '/shop' },
      { label: 'shell.nav.posters', to: '/propaganda-posters' },
      { label: 'shell.nav.byArtist', to: '/artists' },
      { label: 'shell.nav.byMedium', to: '/mediums' },
    ],
  },
  {
    label: 'shell.nav.explore',
    to: '/explore',
    children: [
      { label: 'shell.nav.collections', to: '/explore/collections' },
      { label: 'shell.nav.exhibitions', to: '/explore/exhibitions' },
      { label: 'shell.nav.films', to: '/explore/films' },
      { label: 'shell.nav.publications', to: '/explore/publications' },
    ],
  },
  { label: 'shell.nav.blog', to: '/blog' },
  {
    label: 'shell.nav.about',
    to: '/about',
    children: [
      { label: 'shell.nav.aboutUs', to: '/about' },
      { label: 'shell.nav.contact', to: '/about', hash: 'contact' },
    ],
  },
];
