/** The menu of SPEC 2 'Navigation', shared by the top bar and the slide-out menu. */
export type NavLink = { label: string; to: string; hash?: string };
export type NavEntry = NavLink & { children?: NavLink[] };

export const NAV: NavEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Shop',
    to: '/shop',
    children: [
      { label: 'Shop All', to: '/shop' },
      { label: 'Propaganda Posters', to: '/propaganda-posters' },
      { label: 'Browse by Artist', to: '/artists' },
      { label: 'Browse by Medium', to: '/mediums' },
    ],
  },
  {
    label: 'Explore',
    to: '/explore',
    children: [
      { label: 'Collections', to: '/explore/collections' },
      { label: 'Exhibitions', to: '/explore/exhibitions' },
      { label: 'Films', to: '/explore/films' },
      { label: 'Publications', to: '/explore/publications' },
    ],
  },
  { label: 'Blog', to: '/blog' },
  {
    label: 'About',
    to: '/about',
    children: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/about', hash: 'contact' },
    ],
  },
];
