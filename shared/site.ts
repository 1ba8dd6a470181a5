export const SITE = {
  name: 'Taedong Gallery',
  tagline: 'North Korean art in Beijing since 2008',
  postalAddress: {
    streetAddress: '2 Jiuxianqiao Road, 798 Art District, Chaoyang District',
    addressLocality: 'Beijing',
    postalCode: '100015',
    addressCountry: 'CN',
  },
  founded: '1993',
  /** Which day it is in Beijing decides whether an exhibition is on. */
  timeZone: 'Asia/Shanghai',
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '17:00' },
} as const;
