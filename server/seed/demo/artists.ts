import { type ArtistSeed, art, demo, p } from './types.ts';

/** Fictional artists: the names, lives and works are invented for the demo. */
export const ARTISTS: ArtistSeed[] = [
  {
    slug: 'ri-chol-jun',
    name: 'Ri Chol Jun',
    birthYear: 1958,
    bio:
      p(
        'Born in 1958 in a mining town in the north-east, Ri Chol Jun has painted mountains in oil for four decades.',
        'His canvases build ridge upon ridge in thin glazes, so that the furthest peaks seem to dissolve into light.',
      ) + p('He works from sketches made on long walks and finishes every picture in the studio over the winter.'),
    metaDescription: demo('Ri Chol Jun, oil painter of layered mountain landscapes.'),
    img: art('portrait', 'dawn', 'portrait', 'Stylised portrait of a man in a dark jacket before a rose-coloured sun.'),
  },
  {
    slug: 'kim-yong-suk',
    name: 'Kim Yong Suk',
    birthYear: 1964,
    bio:
      p(
        'Kim Yong Suk, born in 1964, is a master of Chosonhwa, the Korean ink-and-colour painting on paper.',
        'Her flower studies are made in a single sitting, each petal laid down with one stroke of a loaded brush.',
      ) + p('She teaches young painters at a provincial art studio and exhibits regularly in Beijing.'),
    metaDescription: demo('Kim Yong Suk, Chosonhwa painter of flowers and still lifes.'),
    img: art('portrait', 'spring', 'portrait', 'Stylised portrait of a woman with dark hair against a soft pink sky.'),
  },
  {
    slug: 'pak-myong-hwa',
    name: 'Pak Myong Hwa',
    birthYear: 1971,
    bio:
      p(
        'Pak Myong Hwa, born in 1971, has designed public posters since the early 1990s.',
        'His compositions rely on bold diagonals, radiating rays and a small number of flat colours,',
        'hand-painted in gouache before being printed.',
      ) + p('The gallery holds a selection of his original designs and authorised reprints.'),
    metaDescription: demo('Pak Myong Hwa, poster designer known for bold diagonals and flat colour.'),
    img: art('portrait', 'revolution', 'portrait', 'Stylised portrait of a man before a golden disc on a red field.'),
  },
  {
    slug: 'choe-un-gyong',
    name: 'Choe Un Gyong',
    birthYear: 1980,
    bio:
      p(
        'Choe Un Gyong, born in 1980, grew up on the east coast and paints the sea in watercolour.',
        'She favours the hour around sunset, when the fishing fleet returns and the water turns copper.',
      ) + p('Her work has been shown in group exhibitions in Pyongyang, Beijing and Shenyang.'),
    metaDescription: demo('Choe Un Gyong, watercolourist of the east coast and its fishing boats.'),
    img: art('portrait', 'sea', 'portrait', 'Stylised portrait of a woman in a navy jacket before an orange sun.'),
  },
  {
    slug: 'han-kwang-il',
    name: 'Han Kwang Il',
    birthYear: 1949,
    bio:
      p(
        'Han Kwang Il, born in 1949, is one of the senior printmakers represented by the gallery.',
        'He cuts his blocks from pear wood and prints them by hand, in small editions that he numbers himself.',
      ) + p('Villages, terraced fields and the changing seasons are the constant subjects of his work.'),
    metaDescription: demo('Han Kwang Il, woodcut printmaker of villages and fields.'),
    img: art('portrait', 'ink', 'portrait', 'Stylised portrait of an older man in grey tones with a red lapel badge.'),
  },
  {
    slug: 'jong-sun-ok',
    name: 'Jong Sun Ok',
    birthYear: 1976,
    bio:
      p(
        'Jong Sun Ok, born in 1976, paints the capital: its river embankments, new apartment towers',
        'and the people who work in its factories and offices.',
      ) + p('Her night scenes, lit by thousands of small windows, are among the most requested works in the gallery.'),
    metaDescription: demo('Jong Sun Ok, oil painter of city views and portraits.'),
    img: art('portrait', 'night', 'portrait', 'Stylised portrait of a woman against a deep blue evening sky.'),
  },
  {
    slug: 'o-hyon-chol',
    name: 'O Hyon Chol',
    birthYear: 1985,
    bio:
      p(
        'O Hyon Chol, born in 1985, belongs to the youngest generation of poster artists.',
        'He moves between poster design and woodcut, and brings the graphic strength of the one to the other.',
      ) + p('Harvest, energy and the New Year are recurring themes in his recent series.'),
    metaDescription: demo('O Hyon Chol, poster artist and printmaker.'),
    img: art(
      'portrait',
      'harvest',
      'portrait',
      'Stylised portrait of a young man before a red sun on a yellow ground.',
    ),
  },
  {
    slug: 'kang-mi-ran',
    name: 'Kang Mi Ran',
    birthYear: 1968,
    bio:
      p(
        'Kang Mi Ran, born in 1968, paints mountain landscapes in ink on paper, most of them in winter.',
        'Snow lets her leave the paper bare, and she says the white is the hardest part of the picture.',
      ) + p('She spends part of every year painting in the Myohyang mountains.'),
    metaDescription: demo('Kang Mi Ran, Chosonhwa painter of winter landscapes.'),
    img: art(
      'portrait',
      'winter',
      'portrait',
      'Stylised portrait of a woman in a grey coat against a pale winter sky.',
    ),
  },
];
