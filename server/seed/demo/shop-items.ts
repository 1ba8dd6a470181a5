import { byArtist } from './by-artist.ts';
import { art, p, type ShopItemSeed } from './types.ts';

/** Fictional works for the enquiry shop. Prices are euro cents; a few titles pass 50 characters on purpose. */

export const COLLECTION_NAMES = {
  mountains: 'Mountains and Rivers',
  posters: 'Posters of Work and Harvest',
  shore: 'City and Shore',
  flowers: 'Flowers of the Four Seasons',
};
const { mountains: MOUNTAINS, posters: POSTERS, shore: SHORE, flowers: FLOWERS } = COLLECTION_NAMES;

const OIL = 'Oil on Canvas';
const INK = 'Chosonhwa (Ink on Paper)';
const POSTER = 'Propaganda Poster';
const WATER = 'Watercolour';
const WOODCUT = 'Woodcut Print';

export const SHOP_ITEMS: ShopItemSeed[] = [
  ...byArtist('ri-chol-jun', { media: [OIL], category: 'Original', fromCollection: MOUNTAINS }, [
    {
      slug: 'morning-mist-over-mount-kumgang',
      facts: {
        year: '1987',
        edition: 'unique',
        signed: 'Signed and dated lower right',
        framed: 'Framed in carved pine',
      },
      extras: [
        art('landscape', 'autumn', 'square', 'Detail of the painting: ochre ridges in drifting mist.'),
        art('landscape', 'ink', 'portrait', 'The painting in its carved pine frame, seen from the side.'),
      ],
      title: 'Morning Mist over the Ridges of Mount Kumgang in Early Autumn',
      sizes: [['90 x 60 cm', 320000]],
      description: p('Bands of mist drift between ochre ridges as the first autumn colour reaches the high slopes.'),
      meta: 'Autumn mountain landscape in oil by Ri Chol Jun.',
      img: art('landscape', 'autumn', 'landscape', 'Oil painting of ochre and brown mountain ridges under a red sun.'),
    },
    {
      slug: 'red-sun-over-the-eastern-peaks',
      facts: { year: '1985', edition: 'unique', signed: 'Signed lower left' },
      title: 'Red Sun over the Eastern Peaks',
      sizes: [['70 x 50 cm', 240000]],
      description: p('A red dawn sun rises behind blue-grey ranges, each one paler than the last.'),
      meta: 'Dawn over blue mountain ranges, oil on canvas by Ri Chol Jun.',
      img: art('landscape', 'dawn', 'landscape', 'Oil painting of blue ranges below a red sun in a peach sky.'),
    },
    {
      slug: 'pine-slopes-in-high-summer',
      facts: { year: 'c. 1990', edition: 'unique', availability: 'sold' },
      title: 'Pine Slopes in High Summer',
      sizes: [['60 x 60 cm', 210000]],
      description: p('Green summer hills fall away to a valley, with dark pines standing along the nearest slope.'),
      meta: 'Green summer hills with pines, oil on canvas by Ri Chol Jun.',
      img: art('landscape', 'summer', 'square', 'Square oil painting of green hills with dark pines under a blue sky.'),
    },
  ]),
  ...byArtist('kim-yong-suk', { media: [INK], category: 'Original', fromCollection: FLOWERS }, [
    {
      slug: 'magnolias-in-a-green-vase',
      facts: { year: '2004', edition: 'unique', availability: 'on_hold', signed: 'Sealed lower right' },
      title: 'Magnolias in a Green Vase',
      sizes: [
        ['45 x 60 cm', 180000],
        ['45 x 60 cm, framed', 205000],
      ],
      description: p('Pink blossoms on long stems lean out of a dark green vase against a pale wall.'),
      meta: 'Pink flowers in a green vase, Chosonhwa by Kim Yong Suk.',
      img: art('flowers', 'spring', 'portrait', 'Ink and colour painting of pink flowers in a dark green vase.'),
    },
    {
      slug: 'autumn-chrysanthemums',
      facts: { year: '2011', edition: 'unique', priceOnRequest: true, signed: 'Sealed and signed' },
      title: 'Autumn Chrysanthemums',
      sizes: [['50 x 50 cm', 165000]],
      description: p('Rust and red chrysanthemums, painted wet into wet so the petals bleed softly into one another.'),
      meta: 'Chrysanthemums in rust and red, Chosonhwa by Kim Yong Suk.',
      img: art('flowers', 'autumn', 'square', 'Square painting of rust-red flowers in a brown vase on a cream ground.'),
    },
    {
      slug: 'plum-blossom-and-the-first-thaw',
      facts: { year: '1998', edition: 'unique', availability: 'not_for_sale', framed: 'Mounted as a hanging scroll' },
      title: 'Plum Blossom and the First Thaw of Spring in the Mountain Village',
      media: [INK, WATER],
      sizes: [['40 x 70 cm', 150000]],
      description: p('Early blossom on a cold morning: ink lines carry the branches, washes of colour the flowers.'),
      meta: 'Plum blossom in ink and watercolour by Kim Yong Suk.',
      img: art('flowers', 'winter', 'portrait', 'Painting of coral blossoms in a slate-grey vase against a pale sky.'),
    },
  ]),
  ...byArtist('pak-myong-hwa', { media: [POSTER], category: 'Poster', fromCollection: POSTERS }, [
    {
      slug: 'let-us-bring-in-a-bumper-harvest',
      facts: { year: '1975', edition: 'limited', editionSize: 100 },
      title: 'Let Us Bring In a Bumper Harvest!',
      sizes: [
        ['50 x 70 cm', 45000],
        ['70 x 100 cm', 68000],
      ],
      description: p('Golden rays, a red star and green and red bands celebrate the harvest in classic poster style.'),
      meta: 'Harvest poster in gold, red and green by Pak Myong Hwa.',
      img: art('poster', 'harvest', 'poster', 'Poster with golden rays, a red star, a white flag and diagonal bands.'),
    },
    {
      slug: 'forward-to-the-sea',
      facts: { year: '1982' },
      title: 'Forward to the Sea: Build More Fishing Boats',
      sizes: [
        ['50 x 70 cm', 45000],
        ['70 x 100 cm', 68000],
      ],
      description: p('A crimson flag and a gold star above cream and navy bands call the fishing fleet to sea.'),
      meta: 'Fishing fleet poster in red and gold by Pak Myong Hwa.',
      img: art('poster', 'revolution', 'poster', 'Red poster with rays, a gold star, a flag and diagonal bands.'),
    },
    {
      slug: 'plant-trees-on-every-hill',
      facts: { year: '1979' },
      title: 'Plant Trees on Every Hill',
      sizes: [['50 x 70 cm', 42000]],
      description: p('A spring tree-planting poster in sky blue and green, one of the artist\u2019s gentlest designs.'),
      meta: 'Tree-planting poster in blue and green by Pak Myong Hwa.',
      img: art('poster', 'summer', 'poster', 'Sky-blue poster with rays, an orange star and green bands.'),
    },
  ]),
  ...byArtist('choe-un-gyong', { media: [WATER], category: 'Original', fromCollection: SHORE }, [
    {
      slug: 'fishing-boats-returning-at-sunset',
      facts: { year: '2016', edition: 'unique', signed: 'Signed lower right' },
      title: 'Fishing Boats Returning at Sunset',
      sizes: [['56 x 38 cm', 95000]],
      description: p('A single sail crosses the sun\u2019s reflection as the boats come home along the east coast.'),
      meta: 'Sunset seascape in watercolour by Choe Un Gyong.',
      img: art('seascape', 'sea', 'landscape', 'Watercolour of a sailing boat on a dark blue sea below an orange sun.'),
    },
    {
      slug: 'calm-morning-on-the-east-sea',
      facts: { year: '2017', edition: 'unique' },
      title: 'Calm Morning on the East Sea',
      sizes: [['56 x 38 cm', 95000]],
      description: p('Still water and a low red sun, painted in a few broad washes before the wind rises.'),
      meta: 'Morning seascape in watercolour by Choe Un Gyong.',
      img: art('seascape', 'dawn', 'landscape', 'Watercolour of a grey-blue sea with a boat and a low red sun.'),
    },
    {
      slug: 'white-sail-at-noon',
      facts: { year: '2019', edition: 'unique' },
      title: 'White Sail off the Coast at Noon',
      sizes: [
        ['38 x 38 cm', 78000],
        ['38 x 38 cm, framed', 96000],
      ],
      description: p('A bright summer sea under a yellow sun, with a headland in the distance.'),
      meta: 'Summer seascape in watercolour by Choe Un Gyong.',
      img: art('seascape', 'summer', 'square', 'Watercolour of a green-blue sea, a sail and a yellow sun.'),
    },
  ]),
  ...byArtist('han-kwang-il', { media: [WOODCUT], category: 'Print', fromCollection: MOUNTAINS }, [
    {
      slug: 'terraced-fields-after-the-rain',
      facts: { year: '2015', edition: 'limited', editionSize: 30, signed: 'Signed and numbered in pencil' },
      title: 'Terraced Fields after the Rain',
      sizes: [
        ['40 x 30 cm', 28000],
        ['60 x 45 cm', 42000, 'sold'],
      ],
      description: p('Strips of green and gold fields step down the hills, with farmhouses and trees along the top.'),
      meta: 'Hand-printed woodcut of terraced fields by Han Kwang Il.',
      img: art(
        'fields',
        'summer',
        'landscape',
        'Woodcut of striped green and yellow-green fields, farmhouses and trees.',
      ),
    },
    {
      slug: 'village-houses-under-snow',
      facts: { year: '2014', edition: 'limited', editionSize: 50, signed: 'Signed and numbered in pencil' },
      title: 'Village Houses under Snow',
      sizes: [['40 x 30 cm', 28000]],
      description: p('Red roofs stand out against snow-covered fields in this winter print, cut from three blocks.'),
      meta: 'Winter village woodcut by Han Kwang Il.',
      img: art('fields', 'winter', 'landscape', 'Woodcut of grey and white snowy fields with red-roofed houses.'),
    },
    {
      slug: 'ridge-line-in-black-ink',
      facts: { year: '2018', edition: 'limited', editionSize: 20 },
      title: 'Ridge Line in Black Ink',
      sizes: [
        ['30 x 40 cm', 24000],
        ['45 x 60 cm', 36000],
        ['60 x 80 cm', 52000],
      ],
      description: p('A tall print of grey ridges under a red seal-like sun, in black ink thinned to four tones.'),
      meta: 'Monochrome mountain woodcut by Han Kwang Il.',
      img: art('landscape', 'ink', 'portrait', 'Print of grey mountain ridges and dark pines under a small red sun.'),
    },
  ]),
  ...byArtist('jong-sun-ok', { media: [OIL], category: 'Original', fromCollection: SHORE }, [
    {
      slug: 'evening-lights-along-the-taedong',
      facts: { year: '2023', edition: 'unique', priceOnRequest: true, framed: 'Framed in dark oak' },
      extras: [art('skyline', 'night', 'square', 'Detail of the painting: lamps reflected in the dark river.')],
      title: 'Evening Lights along the Taedong River',
      sizes: [['100 x 70 cm', 380000]],
      description: p('Lit windows and a pale moon are mirrored in the river on a still evening in the city.'),
      meta: 'Night city view in oil by Jong Sun Ok.',
      img: art('skyline', 'night', 'landscape', 'Oil painting of a night city, lit windows mirrored in a river.'),
    },
    {
      slug: 'new-towers-in-the-morning-sun',
      facts: { year: '2022', edition: 'unique' },
      title: 'New Apartment Towers in the Morning Sun',
      sizes: [['80 x 80 cm', 290000]],
      description: p('Blue towers and a tall pyramid rise above the river as a red sun climbs into a peach sky.'),
      meta: 'Morning city view in oil by Jong Sun Ok.',
      img: art('skyline', 'dawn', 'square', 'Square oil painting of blue towers and a pyramid before a red sun.'),
    },
    {
      slug: 'portrait-of-a-young-textile-worker',
      facts: { year: '2021', edition: 'unique', availability: 'sold' },
      title: 'Portrait of a Young Textile Worker',
      sizes: [['60 x 80 cm', 260000]],
      description: p('A half-length portrait in simplified forms, the sitter smiling against a halo of warm colour.'),
      meta: 'Portrait in oil by Jong Sun Ok.',
      img: art('portrait', 'spring', 'portrait', 'Oil portrait of a smiling young woman in a dark green jacket.'),
    },
  ]),
  ...byArtist('o-hyon-chol', { media: [POSTER], category: 'Poster', fromCollection: POSTERS }, [
    {
      slug: 'save-electricity-every-day',
      facts: { year: '1989' },
      title: 'Save Electricity in Every Home and Workplace, Every Single Day',
      sizes: [['50 x 70 cm', 38000]],
      description: p('A night-blue poster with a gold star: the artist\u2019s design for an energy-saving campaign.'),
      meta: 'Energy-saving poster in night blue and gold by O Hyon Chol.',
      img: art('poster', 'night', 'poster', 'Dark blue poster with faint rays, a gold star and a flag.'),
    },
    {
      slug: 'greet-the-new-year-with-fresh-resolve',
      facts: { year: '1994' },
      title: 'Greet the New Year with Fresh Resolve',
      sizes: [
        ['50 x 70 cm', 40000],
        ['70 x 100 cm', 62000],
      ],
      description: p('Red rays burst from a gold star above a flag: a New Year greeting in the traditional manner.'),
      meta: 'New Year poster in red and gold by O Hyon Chol.',
      img: art('poster', 'revolution', 'poster', 'Red poster with a gold star, rays and cream and navy bands.'),
    },
    {
      slug: 'tractor-driver-at-harvest-time',
      facts: { year: '1978', edition: 'limited', editionSize: 200 },
      title: 'Tractor Driver at Harvest Time',
      media: [WOODCUT],
      category: 'Print',
      sizes: [['45 x 60 cm', 32000]],
      description: p('A woodcut portrait in poster colours, the driver framed by a red sun on a yellow ground.'),
      meta: 'Woodcut portrait in poster colours by O Hyon Chol.',
      img: art('portrait', 'harvest', 'portrait', 'Woodcut portrait of a smiling man before a red sun on yellow.'),
    },
  ]),
  ...byArtist('kang-mi-ran', { media: [INK], category: 'Original', fromCollection: MOUNTAINS }, [
    {
      slug: 'frozen-waterfall-in-the-myohyang-mountains',
      facts: { year: '2020', edition: 'unique', signed: 'Sealed lower left' },
      title: 'Frozen Waterfall in the Myohyang Mountains',
      sizes: [['50 x 90 cm', 230000]],
      description: p('Pale blue-grey ranges recede into a winter haze, the paper left bare for the snow.'),
      meta: 'Winter mountains in ink by Kang Mi Ran.',
      img: art('landscape', 'winter', 'portrait', 'Ink painting of pale grey-blue winter mountains and dark pines.'),
    },
    {
      slug: 'first-snow-on-the-village-fields',
      facts: { year: '2021', edition: 'unique' },
      title: 'First Snow on the Village Fields',
      sizes: [['60 x 60 cm', 175000]],
      description: p('The first snow settles on the furrows; red roofs and bare trees mark the village.'),
      meta: 'Snowy village fields in ink by Kang Mi Ran.',
      img: art('fields', 'winter', 'square', 'Square ink painting of snowy furrowed fields with red-roofed houses.'),
    },
    {
      slug: 'cranes-by-the-river-bend',
      facts: { year: '2022', edition: 'unique' },
      title: 'Cranes Resting by the River Bend on a Quiet Winter Afternoon',
      sizes: [
        ['70 x 45 cm', 210000],
        ['70 x 45 cm, mounted on silk', 245000],
      ],
      description: p('Soft grey hills and a low red sun in the classic ink manner, painted on mulberry paper.'),
      meta: 'Winter river landscape in ink by Kang Mi Ran.',
      img: art('landscape', 'ink', 'landscape', 'Ink landscape of grey hills in mist below a small red sun.'),
    },
  ]),
];
