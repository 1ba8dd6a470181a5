import type { STATIC_IMAGE_SLOTS } from '../../db/schema/index.ts';
import type { ArtSpec } from './artwork.ts';
import { art, type BlogPostSeed, demo, p } from './types.ts';

/** Demo blog posts and the seven site-wide pictures staff choose on the static images screen. */

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: 'new-woodcuts-from-han-kwang-il',
    title: 'New Woodcuts from Han Kwang Il',
    subtitle: 'A winter series has arrived in Beijing',
    date: '2025-03-14',
    body:
      p(
        'Three new prints by Han Kwang Il reached the gallery this week, each in an edition of no more than fifty.',
        'Snow, red roofs and the furrows of the fields: the printmaker\u2019s favourite season, cut from three blocks.',
      ) + p('The prints can be seen in the gallery from Tuesday and are already listed in the shop.'),
    video: '',
    metaDescription: demo('New winter woodcuts by Han Kwang Il at the gallery.'),
    img: art('fields', 'ink', 'landscape', 'Woodcut-style picture of grey fields, small houses and dark trees.'),
    items: ['village-houses-under-snow', 'terraced-fields-after-the-rain'],
  },
  {
    slug: 'hanging-brush-and-mountain',
    title: 'Behind the Scenes: Hanging Brush and Mountain',
    subtitle: 'Two days, forty works and one very long scroll',
    date: '2024-03-06',
    body: p(
      'Hanging an exhibition of works on paper is slow work: every scroll needs its own weight and its own light.',
      'We filmed the two days before the opening; the short video below shows how the longest scroll went up.',
    ),
    video: 'https://www.youtube.com/watch?v=demoVideo01',
    chinaVideo: 'https://www.bilibili.com/video/BV1Demo0Vd01',
    metaDescription: demo('Video from the hanging of the Brush and Mountain exhibition.'),
    img: art('landscape', 'dawn', 'square', 'Square painting of blue ridges under a red sun in a peach sky.'),
    items: ['cranes-by-the-river-bend'],
  },
  {
    slug: 'caring-for-works-on-paper',
    title: 'How to Care for Works on Paper',
    subtitle: 'Light, humidity and framing',
    date: '2024-11-02',
    body:
      p(
        'Ink paintings, watercolours and prints will last for centuries if they are kept from strong light and damp.',
        'Hang them away from windows, frame them behind UV-filtering glass and keep the room between 40 and 60 per',
        'cent relative humidity.',
      ) + p('Our framer in Beijing is happy to advise; ask us when you enquire about a work.'),
    video: '',
    metaDescription: demo('Advice on caring for ink paintings, watercolours and prints.'),
    img: art('flowers', 'ink', 'portrait', 'Painting of red flowers in a dark vase on a pale ground.'),
    items: ['magnolias-in-a-green-vase', 'autumn-chrysanthemums'],
  },
  {
    slug: 'visiting-the-gallery-in-winter',
    title: 'Visiting the Gallery in Winter',
    subtitle: 'Opening hours and what is on show',
    date: '2025-01-10',
    body:
      p(
        'The gallery is open Monday to Friday, 10am to 5pm, throughout the winter, with a new hang of city paintings',
        'in the front room.',
      ) +
      p(
        'If you are coming from further away, write to us first',
        'and we will make sure the works you want to see are out.',
      ),
    video: '',
    metaDescription: demo('Opening hours and winter exhibitions at the gallery.'),
    img: art('skyline', 'winter', 'square', 'Square painting of grey towers and a pyramid tower on a winter day.'),
    items: ['evening-lights-along-the-taedong'],
  },
];

type SiteImage = { slot: (typeof STATIC_IMAGE_SLOTS)[number]; title: string; img: ArtSpec };

export const SITE_IMAGES: SiteImage[] = [
  {
    slot: 'bonnerImg',
    title: 'Home banner',
    img: art('landscape', 'dawn', 'landscape', 'Wide painting of blue mountain ranges at dawn under a red sun.'),
  },
  {
    slot: 'collectionsImg',
    title: 'Collections banner',
    img: art('fields', 'autumn', 'landscape', 'Painting of golden autumn fields with houses and trees on the hills.'),
  },
  {
    slot: 'exhibitionsImg',
    title: 'Exhibitions banner',
    img: art('skyline', 'winter', 'landscape', 'Painting of a pale winter city with a pyramid tower by a river.'),
  },
  {
    slot: 'filmsImg',
    title: 'Films banner',
    img: art('seascape', 'night', 'landscape', 'Painting of a night sea under a pale moon with a small boat.'),
  },
  {
    slot: 'publicationsImg',
    title: 'Publications banner',
    img: art('landscape', 'spring', 'landscape', 'Painting of soft green hills under a pink sun in spring.'),
  },
  {
    slot: 'contactBanner',
    title: 'Contact banner',
    img: art('skyline', 'sea', 'landscape', 'Painting of blue city towers before an orange sun, mirrored in water.'),
  },
  {
    slot: 'contactMap',
    title: 'Map to the gallery',
    img: art(
      'map',
      'map',
      'landscape',
      'Stylised street map with a river and two avenues; a red pin marks the gallery.',
    ),
  },
];
