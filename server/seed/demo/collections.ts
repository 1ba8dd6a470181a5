import { COLLECTION_NAMES, SHOP_ITEMS } from './shop-items.ts';
import { art, type CollectionSeed, demo, type ExhibitionSeed, p } from './types.ts';

/** Demo collections (the shop's works grouped by from_collection) and exhibitions: one past, one upcoming, one on. */

const itemsFrom = (title: string) => SHOP_ITEMS.filter((item) => item.fromCollection === title).map((i) => i.slug);

function collection(slug: string, title: string, seed: Omit<CollectionSeed, 'slug' | 'title' | 'items'>) {
  return { slug, title, ...seed, items: itemsFrom(title) };
}

export const COLLECTIONS: CollectionSeed[] = [
  collection('mountains-and-rivers', COLLECTION_NAMES.mountains, {
    shortDescription: 'Peaks, rivers and villages in oil, ink and woodcut.',
    longDescription:
      p(
        'Mountains are the oldest subject of Korean painting and still the most loved.',
        'This collection brings together oils, Chosonhwa and woodcuts of the great ranges and the villages below them.',
      ) + p('Works are added as they arrive from the artists; ask us about pieces not yet shown online.'),
    metaDescription: demo('Landscape paintings and prints of mountains and rivers.'),
    img: art('landscape', 'summer', 'landscape', 'Painting of green mountain ridges under a yellow sun and blue sky.'),
  }),
  collection('posters-of-work-and-harvest', COLLECTION_NAMES.posters, {
    shortDescription: 'Hand-painted poster designs and authorised reprints.',
    longDescription:
      p(
        'Public posters are painted by hand before they are printed,',
        'and the originals are rarely seen outside the studio.',
        'The collection holds original designs and reprints by two generations of poster artists.',
      ) + p('Reprints are made on heavy matt paper and shipped rolled in a tube.'),
    metaDescription: demo('Poster designs and reprints on work, harvest and the seasons.'),
    img: art('poster', 'spring', 'poster', 'Pale pink poster with rays, a pink star, a flag and green diagonal bands.'),
  }),
  collection('city-and-shore', COLLECTION_NAMES.shore, {
    shortDescription: 'The capital by night and the fishing coast by day.',
    longDescription: p(
      'Two painters, two landscapes: the lit windows of the capital and the harbours of the east coast.',
      'Oils of the city hang beside watercolours of the sea,',
      'and the two turn out to share a palette of blue and copper.',
    ),
    metaDescription: demo('City views in oil and seascapes in watercolour.'),
    img: art('seascape', 'night', 'landscape', 'Painting of a dark blue sea at night under a pale moon, with a boat.'),
  }),
  collection('flowers-of-the-four-seasons', COLLECTION_NAMES.flowers, {
    shortDescription: 'Flower paintings in ink and colour on paper.',
    longDescription: p(
      'Flower painting rewards a quick, sure hand: a petal is one stroke and cannot be corrected.',
      'These works follow the year from plum blossom in the snow to chrysanthemums in late autumn.',
    ),
    metaDescription: demo('Flower paintings in ink and colour through the seasons.'),
    img: art('flowers', 'summer', 'square', 'Square painting of red and yellow flowers in a dark green vase.'),
  }),
];

export const EXHIBITIONS: ExhibitionSeed[] = [
  {
    slug: 'brush-and-mountain',
    title: 'Brush and Mountain',
    subtitle: 'Chosonhwa landscapes from three generations',
    introduction: p(
      'Shown at the gallery in Beijing, Brush and Mountain brought together ink landscapes',
      'by painters born between 1949 and 1985.',
    ),
    opensInDays: -190,
    closesInDays: -120,
    venue: 'Taedong Gallery, 798 Art District, Beijing',
    artists: ['kim-yong-suk', 'kang-mi-ran', 'han-kwang-il'],
    works: [
      'plum-blossom-and-the-first-thaw',
      'frozen-waterfall-in-the-myohyang-mountains',
      'terraced-fields-after-the-rain',
      'ridge-line-in-black-ink',
    ],
    body:
      p(
        'The exhibition asked how a tradition changes when every generation learns it from the one before.',
        'Older painters build their mountains from many dry strokes; younger ones prefer broad washes and bare paper.',
      ) +
      p(
        'A room of woodcuts showed the same ranges cut in pear wood, and a short film followed one painting',
        'from the first sketch to the final seal.',
      ),
    metaDescription: demo('Exhibition of ink landscapes by three generations of painters.'),
    img: art('landscape', 'ink', 'landscape', 'Ink landscape of grey ranges fading into mist under a red sun.'),
    extras: [
      {
        img: art('landscape', 'winter', 'square', 'Pale winter ridges in grey and blue with dark pines in front.'),
        description: 'Winter ranges, ink and light colour on paper: the opening work of the exhibition.',
      },
      {
        img: art('landscape', 'autumn', 'portrait', 'Tall painting of brown and ochre ridges under a red sun.'),
        description: 'A hanging scroll in autumn colour, painted on mulberry paper and mounted on silk.',
      },
      {
        img: art(
          'fields',
          'spring',
          'landscape',
          'Spring fields in light and dark green with pink-roofed houses and trees.',
        ),
        description: 'Village fields in spring, from the room devoted to the youngest painters.',
      },
    ],
  },
  {
    slug: 'the-poster-studio',
    title: 'The Poster Studio',
    subtitle: 'Original designs and the prints made from them, 1990 to 2020',
    introduction: p('The gallery shows hand-painted poster designs beside the printed posters made from them.'),
    opensInDays: 30,
    closesInDays: 80,
    venue: 'Taedong Gallery Project Space, 798 Art District, Beijing',
    artists: ['pak-myong-hwa', 'o-hyon-chol'],
    works: ['let-us-bring-in-a-bumper-harvest', 'forward-to-the-sea', 'save-electricity-every-day'],
    body:
      p(
        'Seen side by side, the originals reveal what printing hides: pencil guides, corrections in white gouache,',
        'and colours mixed by eye that the press could only approximate.',
      ) + p('The exhibition also showed the brushes, rulers and stencils of a working poster studio.'),
    metaDescription: demo('Exhibition of hand-painted poster designs and printed posters.'),
    img: art('poster', 'dawn', 'poster', 'Peach poster with rays, a red star, a blue flag and diagonal bands.'),
    extras: [
      {
        img: art('poster', 'winter', 'poster', 'Pale grey poster with a red star, a flag and blue diagonal bands.'),
        description: 'A winter campaign design in gouache, with the artist\u2019s pencil guides still visible.',
      },
      {
        img: art('poster', 'autumn', 'poster', 'Golden poster with rays, a dark red star, a flag and brown bands.'),
        description: 'The printed poster made from a harvest design, in the colours the press could manage.',
      },
    ],
  },
  {
    slug: 'lights-of-the-capital',
    title: 'Lights of the Capital',
    subtitle: 'City paintings by Jong Sun Ok',
    introduction: p(
      'A solo exhibition of new oil paintings.',
      'Jong Sun Ok paints the city in every light, from dawn over the river to late evening.',
    ),
    opensInDays: -21,
    closesInDays: 35,
    venue: 'Taedong Gallery, 798 Art District, Beijing',
    artists: ['jong-sun-ok'],
    works: ['evening-lights-along-the-taedong', 'new-towers-in-the-morning-sun', 'portrait-of-a-young-textile-worker'],
    body:
      p(
        'Twenty canvases followed one stretch of the river embankment through a year.',
        'The painter worked from the same window each time, so that only the light and the season change.',
      ) + p('Portraits of the people who live and work along the river completed the exhibition.'),
    metaDescription: demo('Solo exhibition of city paintings by Jong Sun Ok.'),
    img: art('skyline', 'dawn', 'landscape', 'Blue towers and a pyramid tower by a river under a red sun.'),
    extras: [
      {
        img: art('skyline', 'autumn', 'landscape', 'Brown and ochre city towers under a red sun, mirrored in a river.'),
        description: 'The embankment in October, when the evening light turns the towers to copper.',
      },
      {
        img: art('portrait', 'summer', 'portrait', 'Stylised portrait of a smiling man in a green jacket on blue.'),
        description: 'Portrait of a river ferry pilot, painted over three sittings at the landing stage.',
      },
    ],
  },
];
