/**
 * The gallery's own details, written once for the header, footer, about page, page titles and the structured
 * data the server puts in every page. The contact details are placeholders until the studio supplies its real
 * ones.
 */
export const SITE = {
  name: 'Taedong Gallery',
  tagline: 'North Korean art in Beijing since 2008',
  address: {
    en: ['Taedong Gallery', '2 Jiuxianqiao Road, 798 Art District', 'Chaoyang District, Beijing 100015', 'China'],
    zh: ['大同画廊', '中国北京市朝阳区', '酒仙桥路2号798艺术区', '邮编 100015'],
  },
  /** The same address in schema.org's PostalAddress terms, for structured data. */
  postalAddress: {
    streetAddress: '2 Jiuxianqiao Road, 798 Art District, Chaoyang District',
    addressLocality: 'Beijing',
    postalCode: '100015',
    addressCountry: 'CN',
  },
  founded: '1993',
  phone: '+86 10 5555 0193',
  email: 'info@taedong-gallery.example',
  hours: { gallery: 'Mon-Fri 10am-5pm', studio: 'Mon-Fri 10am-6pm or by appointment' },
  /** The gallery's opening hours (SPEC 2 'About page') as opening and closing times. */
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '17:00' },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Twitter', href: 'https://twitter.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;
