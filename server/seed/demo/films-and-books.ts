import { art, demo, type FilmSeed, type PublicationSeed, p } from './types.ts';

/** Demo films and publications; links go to example.com and made-up YouTube ids, never to someone's real page. */

export const FILMS: FilmSeed[] = [
  {
    slug: 'a-year-in-the-studio',
    title: 'A Year in the Studio',
    subtitle: 'Four painters, four seasons',
    shortDescription: p(
      'A documentary following four painters through one year of work, from first sketch to exhibition.',
    ),
    introduction: 'The gallery\u2019s first feature-length documentary, filmed over twelve months.',
    synopsis:
      p(
        'In spring an oil painter walks the ridges he has painted for forty years; in summer a watercolourist',
        'waits on the quay for the fleet to return.',
      ) +
      p('By winter the four are hanging their work together, and the film asks what a year of looking has given them.'),
    filmLink: 'https://www.youtube.com/watch?v=demoFilm001',
    videoLink: 'https://www.youtube.com/watch?v=demoTrail01',
    chinaVideoLink: 'https://www.bilibili.com/video/BV1Demo0Tr01',
    officialSite: 'https://example.com/films/a-year-in-the-studio',
    runTimeMins: 92,
    format: 'Digital (4K DCP)',
    aspectRatio: '1.85:1',
    soundMix: '5.1 Surround',
    colour: 'Colour',
    language: 'Korean, Mandarin',
    subtitles: 'English, Chinese',
    worldPremiere: '2019-10-12',
    composer: 'Mara Lindqvist',
    metaDescription: demo('Documentary about four painters through one year of work.'),
    img: art('landscape', 'spring', 'landscape', 'Film still of green ridges under a pink sun in a pale spring sky.'),
    cover: art('poster', 'sea', 'poster', 'Film poster in peach and blue with rays, an orange star and a flag.'),
    stills: [art('fields', 'autumn', 'landscape', 'Film still of ochre and brown fields with red-roofed houses.')],
  },
  {
    slug: 'cutting-the-block',
    title: 'Cutting the Block',
    subtitle: 'A printmaker at work',
    shortDescription: p('A short film about the woodcut printmaker Han Kwang Il and the making of one print.'),
    introduction: 'Filmed in black and white in the artist\u2019s studio over a single winter.',
    synopsis: p(
      'The film follows one print from the choice of pear wood to the last of fifty impressions,',
      'with the printmaker explaining each step in his own words.',
    ),
    filmLink: 'https://www.youtube.com/watch?v=demoFilm002',
    videoLink: 'https://www.youtube.com/watch?v=demoTrail02',
    chinaVideoLink: 'https://www.bilibili.com/video/BV1Demo0Tr02',
    officialSite: 'https://example.com/films/cutting-the-block',
    runTimeMins: 28,
    format: 'HD Digital',
    aspectRatio: '16:9',
    soundMix: 'Stereo',
    colour: 'Black and white',
    language: 'Korean',
    subtitles: 'English',
    worldPremiere: '2021-05-20',
    composer: 'Anna Reiter',
    metaDescription: demo('Short film about a woodcut printmaker at work.'),
    img: art('landscape', 'ink', 'landscape', 'Film still of grey hills and dark pines in black and white with a sun.'),
    cover: art('poster', 'ink', 'poster', 'Film poster in cream and grey with a red star, a flag and grey bands.'),
    stills: [art('fields', 'winter', 'landscape', 'Film still of snowy fields with small houses and bare trees.')],
  },
  {
    slug: 'colours-of-the-east-sea',
    title: 'Colours of the East Sea',
    subtitle: 'Watercolour on the coast',
    shortDescription: p(
      'Choe Un Gyong paints the fishing harbours of the east coast through a season of changing light.',
    ),
    introduction: 'A portrait of a watercolourist and of the coast she has painted since childhood.',
    synopsis: p(
      'Each morning the painter sets up on the harbour wall and has two hours before the light turns flat.',
      'The film watches a dozen pictures begin, and a few of them finish.',
    ),
    filmLink: 'https://www.youtube.com/watch?v=demoFilm003',
    videoLink: 'https://www.youtube.com/watch?v=demoTrail03',
    chinaVideoLink: 'https://www.bilibili.com/video/BV1Demo0Tr03',
    officialSite: 'https://example.com/films/colours-of-the-east-sea',
    runTimeMins: 54,
    format: 'Digital (2K DCP)',
    aspectRatio: '2.39:1',
    soundMix: '5.1 Surround',
    colour: 'Colour',
    language: 'Korean, English',
    subtitles: 'English, Chinese, French',
    worldPremiere: '2023-09-08',
    composer: 'Tom\u00e1s Ferreira',
    metaDescription: demo('Documentary about a watercolourist on the east coast.'),
    img: art('seascape', 'autumn', 'landscape', 'Film still of an amber sea with a sailing boat below a red sun.'),
    cover: art('poster', 'sea', 'square', 'Square film poster in peach and blue with rays and an orange star.'),
    stills: [art('seascape', 'winter', 'landscape', 'Film still of a pale grey winter sea with a boat and a low sun.')],
  },
];

export const PUBLICATIONS: PublicationSeed[] = [
  {
    slug: 'brush-and-mountain-catalogue',
    title: 'Brush and Mountain',
    subtitle: 'Exhibition catalogue',
    shortDescription: 'The catalogue of the 2024 exhibition of Chosonhwa landscapes.',
    longDescription:
      p('Every work in the exhibition in full colour, with essays on the ink landscape tradition and its teaching.') +
      p('Bilingual, English and Chinese. 160 pages, sewn binding.'),
    publisher: 'Gallery Editions, Beijing',
    publishYear: 2024,
    purchaseLink: 'https://example.com/books/brush-and-mountain',
    metaDescription: demo('Catalogue of the Brush and Mountain exhibition.'),
    cover: art('landscape', 'ink', 'poster', 'Book cover with grey ink mountains and a small red sun on cream.'),
    items: ['cranes-by-the-river-bend', 'frozen-waterfall-in-the-myohyang-mountains', 'ridge-line-in-black-ink'],
  },
  {
    slug: 'posters-for-every-season',
    title: 'Posters for Every Season',
    subtitle: 'Thirty years of public design',
    shortDescription: 'A visual history of the public poster from 1990 to 2020.',
    longDescription:
      p('Two hundred posters, many reproduced from the hand-painted originals, arranged by season and campaign.') +
      p('With interviews with poster artists about their training and methods. 240 pages.'),
    publisher: 'Red Lantern Press',
    publishYear: 2021,
    purchaseLink: 'https://example.com/books/posters-for-every-season',
    metaDescription: demo('Book on thirty years of poster design.'),
    cover: art('poster', 'harvest', 'poster', 'Book cover in yellow with rays, a red star and green and red bands.'),
    items: ['let-us-bring-in-a-bumper-harvest', 'greet-the-new-year-with-fresh-resolve'],
  },
  {
    slug: 'painting-the-east-coast',
    title: 'Painting the East Coast',
    subtitle: 'Watercolours by Choe Un Gyong',
    shortDescription: 'The first monograph on the watercolourist Choe Un Gyong.',
    longDescription:
      p('Sixty watercolours of harbours, boats and the open sea, with notes by the artist on each picture.') +
      p('Landscape format, 120 pages.'),
    publisher: 'Gallery Editions, Beijing',
    publishYear: 2022,
    purchaseLink: 'https://example.com/books/painting-the-east-coast',
    metaDescription: demo('Monograph on the watercolours of Choe Un Gyong.'),
    cover: art('seascape', 'sea', 'portrait', 'Book cover with a blue sea, a sailing boat and an orange sun.'),
    items: ['fishing-boats-returning-at-sunset', 'calm-morning-on-the-east-sea', 'white-sail-at-noon'],
  },
];
