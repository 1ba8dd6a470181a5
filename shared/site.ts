/**
 * The gallery's fixed facts, written once for the header, page titles and the structured data the server puts
 * in every page. The details staff edit (address, phone, e-mail, hours, social links, map point) are site
 * settings (shared/site-settings.ts).
 */
export const SITE = {
  name: 'Taedong Gallery',
  tagline: 'North Korean art in Beijing since 2008',
  /** The postal address in schema.org's PostalAddress terms, for structured data. */
  postalAddress: {
    streetAddress: '2 Jiuxianqiao Road, 798 Art District, Chaoyang District',
    addressLocality: 'Beijing',
    postalCode: '100015',
    addressCountry: 'CN',
  },
  founded: '1993',
  /** The gallery's clock: which day it is in Beijing decides whether an exhibition is on. */
  timeZone: 'Asia/Shanghai',
  /** The gallery's opening hours (SPEC 2 'About page') as opening and closing times. */
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '17:00' },
} as const;
