/**
 * One valid entry of each content type, as the admin form sends it, with where the public API shows it and
 * what must be seen there. Image ids are the test's library images a, b and c.
 */

export type Images = { a: number; b: number; c: number };

export type ContentCase = {
  /** /api/admin/{path} */
  path: string;
  /** The public read of one entry: /api/... */
  publicUrl: (slug: string) => string;
  /** The page the admin is sent to after saving. */
  pageUrl: (slug: string) => string;
  titleField: 'title' | 'name';
  body: (img: Images, refs: { artist: number }) => Record<string, unknown>;
  /** What the public answer must contain for that body. */
  shown: (img: Images) => Record<string, unknown>;
};

const rich = '<p>Some <strong>bold</strong> and <em>italic</em> text.</p>';

export const CONTENT_CASES: ContentCase[] = [
  {
    path: 'shop',
    publicUrl: (slug) => `/api/shop/${slug}`,
    pageUrl: (slug) => `/shop/${slug}`,
    titleField: 'title',
    body: (img, refs) => ({
      title: 'River at Dawn',
      slug: 'river-at-dawn',
      artist: refs.artist,
      category: 'Print',
      from_collection: 'Landscapes',
      medium: ['Giclée print', 'Paper'],
      description: rich,
      metaDescription: 'A river at dawn.',
      img: img.a,
      size_price_info: [
        { size: '30 x 40 cm', price: 120.5 },
        { size: '60 x 80 cm', price: 80 },
      ],
    }),
    shown: (img) => ({
      title: 'River at Dawn',
      artist: { name: 'Reference Artist', slug: 'reference-artist' },
      medium: ['Giclée print', 'Paper'],
      lowPrice: 80,
      size_price_info: [
        { size: '30 x 40 cm', price: 120.5 },
        { size: '60 x 80 cm', price: 80 },
      ],
      description: rich,
      img: { _id: img.a },
    }),
  },
  {
    path: 'artists',
    publicUrl: (slug) => `/api/artists/${slug}`,
    pageUrl: (slug) => `/artists/${slug}`,
    titleField: 'name',
    body: (img) => ({
      name: 'Kim Song Hui',
      slug: 'kim-song-hui',
      bio: rich,
      metaDescription: 'A painter.',
      img: img.a,
      additional_imgs: [img.b, img.c],
    }),
    shown: (img) => ({
      name: 'Kim Song Hui',
      bio: rich,
      img: { _id: img.a },
      additional_imgs: [{ _id: img.b }, { _id: img.c }],
    }),
  },
  {
    path: 'collections',
    publicUrl: (slug) => `/api/explore/collections/${slug}`,
    pageUrl: (slug) => `/explore/collections/${slug}`,
    titleField: 'title',
    body: (img) => ({
      title: 'Coastal Works',
      slug: 'coastal-works',
      short_description: 'Paintings of the coast.',
      long_description: rich,
      metaDescription: '',
      main_img: img.a,
      img_collection: [img.c],
    }),
    shown: (img) => ({
      title: 'Coastal Works',
      short_description: 'Paintings of the coast.',
      long_description: rich,
      main_img: { _id: img.a },
      img_collection: [{ _id: img.c }],
    }),
  },
  {
    path: 'exhibitions',
    publicUrl: (slug) => `/api/explore/exhibitions/${slug}`,
    pageUrl: (slug) => `/explore/exhibitions/${slug}`,
    titleField: 'title',
    body: (img, refs) => ({
      title: 'Spring Show',
      slug: 'spring-show',
      subtitle: 'New work',
      starts_on: '2026-03-12',
      ends_on: '2026-04-30',
      venue: 'Hong Kong Arts Centre',
      artists: [refs.artist],
      introduction: rich,
      body: '<p>The body.</p>',
      metaDescription: 'Spring.',
      img: img.a,
      additional_imgs_with_descriptions: [
        { img: img.b, description: 'The first room' },
        // SPEC 7's own shape: a string holding the description and the image id.
        JSON.stringify({ img: img.c, description: 'The second room' }),
      ],
    }),
    shown: (img) => ({
      title: 'Spring Show',
      subtitle: 'New work',
      starts_on: '2026-03-12',
      ends_on: '2026-04-30',
      venue: 'Hong Kong Arts Centre',
      artists: [{ name: 'Reference Artist', slug: 'reference-artist' }],
      introduction: rich,
      body: '<p>The body.</p>',
      img: { _id: img.a },
      additional_imgs_with_descriptions: [
        { img: { _id: img.b }, description: 'The first room' },
        { img: { _id: img.c }, description: 'The second room' },
      ],
    }),
  },
  {
    path: 'films',
    publicUrl: (slug) => `/api/explore/films/${slug}`,
    pageUrl: (slug) => `/explore/films/${slug}`,
    titleField: 'title',
    body: (img) => ({
      title: 'Comrade Kim Goes Flying',
      slug: 'comrade-kim-goes-flying',
      subtitle: 'A comedy',
      short_description: rich,
      introduction: 'An introduction.',
      synopsis: '<p>A synopsis.</p>',
      film_link: 'https://films.example/kim',
      video_link: '',
      official_site: 'https://kim.example',
      main_img: img.a,
      cover_img: img.b,
      run_time_mins: 81,
      format: 'DCP',
      aspect_ratio: '1.85:1',
      sound_mix: 'Stereo',
      colour: 'Black and white',
      language: 'Korean',
      subtitles: 'English',
      world_premiere: '2012-09-08',
      composer: 'A composer',
      additional_imgs: [img.c],
      metaDescription: 'A film.',
    }),
    shown: (img) => ({
      title: 'Comrade Kim Goes Flying',
      run_time_mins: 81,
      colour: 'Black and white',
      // SPEC 3's two names of the one date field.
      date: '2012-09-08',
      world_premiere: '2012-09-08',
      main_img: { _id: img.a },
      cover_img: { _id: img.b },
      additional_imgs: [{ _id: img.c }],
      synopsis: '<p>A synopsis.</p>',
    }),
  },
  {
    path: 'publications',
    publicUrl: (slug) => `/api/explore/publications/${slug}`,
    pageUrl: (slug) => `/explore/publications/${slug}`,
    titleField: 'title',
    body: (img) => ({
      title: 'Printed in Pyongyang',
      slug: 'printed-in-pyongyang',
      subtitle: 'A catalogue',
      short_description: 'Posters, 1960-2000.',
      long_description: rich,
      publisher: 'Gallery Press',
      publish_year: 2019,
      purchase_link: 'https://shop.example/book',
      cover_img: img.a,
      additional_imgs: [],
      metaDescription: 'A book.',
    }),
    shown: (img) => ({
      title: 'Printed in Pyongyang',
      publish_year: 2019,
      publisher: 'Gallery Press',
      cover_img: { _id: img.a },
      additional_imgs: [],
    }),
  },
  {
    path: 'blog',
    publicUrl: (slug) => `/api/blog/${slug}`,
    pageUrl: (slug) => `/blog/${slug}`,
    titleField: 'title',
    body: (img) => ({
      title: 'Notes from Beijing',
      slug: 'notes-from-beijing',
      subtitle: 'A visit',
      date: '2024-03-01',
      body: rich,
      video: 'https://www.youtube.com/watch?v=abc',
      img: img.a,
      additional_imgs: [img.b],
      metaDescription: 'Notes.',
    }),
    shown: (img) => ({
      title: 'Notes from Beijing',
      date: '2024-03-01',
      body: rich,
      video: 'https://www.youtube.com/watch?v=abc',
      img: { _id: img.a },
      additional_imgs: [{ _id: img.b }],
    }),
  },
];
