import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, test } from './fixtures.ts';
import { expectPageHead } from './page-head.ts';
import { stubVideoPlayers } from './video-stub.ts';

/**
 * SPEC 2 '/explore' and its four list and detail pages, against the demo content: each page shows what the
 * API holds, unknown slugs are the not-found page, a failed load is the SPEC 8 error box, and axe finds no
 * serious problem on a phone or a desktop.
 */

type Img = { alt: string; src: string };
type Entry = { slug: string; title: string };

const SECTIONS = [
  {
    name: 'collections',
    title: 'Collections',
    listError: 'Could not load collections. Refresh the page and try again.',
    detailError: 'Could not load collection page. Refresh the page and try again.',
  },
  {
    name: 'exhibitions',
    title: 'Exhibitions',
    listError: 'Could not load exhibitions. Refresh the page and try again.',
    detailError: 'Could not load exhibition page. Refresh the page and try again.',
  },
  {
    name: 'films',
    title: 'Films',
    listError: 'Could not load films. Refresh the page and try again.',
    detailError: 'Could not load film page. Refresh the page and try again.',
  },
  {
    name: 'publications',
    title: 'Publications',
    listError: 'Could not load publications. Refresh the page and try again.',
    detailError: 'Could not load publication page. Refresh the page and try again.',
  },
] as const;

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const firstOf = async (request: APIRequestContext, name: string) => {
  const [entry] = await apiJson<Entry[]>(request, `/api/explore/${name}`);
  if (!entry) throw new Error(`The demo content has no ${name}.`);
  return entry;
};

async function expectLoadedImage(page: Page, alt: string) {
  const img = page.getByRole('main').getByRole('img', { name: alt, exact: true }).first();
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('srcset', / \d+w/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test.beforeEach(async ({ page }) => {
  await stubVideoPlayers(page);
});

test('the Explore hub has four hero blocks, each with its picture and a link to its section', async ({ page }) => {
  await page.goto('/explore');
  await expectPageHead(page, 'Explore');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  for (const section of SECTIONS) {
    const link = main.getByRole('heading', { level: 2, name: section.title }).getByRole('link');
    await expect(link).toHaveAttribute('href', `/explore/${section.name}`);
  }
  const pictures = main.getByRole('img');
  await expect(pictures).toHaveCount(4);
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('alt', /\S/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await main.getByRole('link', { name: 'Films' }).click();
  await expect(page).toHaveURL(/\/explore\/films$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Films' })).toBeVisible();
});

for (const section of SECTIONS) {
  test(`the ${section.name} list shows every entry, linked to its page`, async ({ page, request }) => {
    const entries = await apiJson<(Entry & Record<string, unknown>)[]>(request, `/api/explore/${section.name}`);
    expect(entries.length).toBeGreaterThan(0);
    await page.goto(`/explore/${section.name}`);
    await expectPageHead(page, section.title);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(entries.length);
    // Exhibitions are in sections (current, upcoming, past) under their own h2, so each card's title is an h3.
    const level = section.name === 'exhibitions' ? 3 : 2;
    for (const [index, entry] of entries.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level })).toHaveText(entry.title);
      await expect(card.getByRole('link', { name: entry.title })).toHaveAttribute(
        'href',
        `/explore/${section.name}/${entry.slug}`,
      );
    }
    const first = entries[0] as Entry;
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/explore/${section.name}/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test(`an unknown ${section.name} slug shows the not-found page`, async ({ page, allowConsoleErrors }) => {
    // The browser reports the API's 404 for the missing entry; that is the expected answer here.
    allowConsoleErrors(/status of 404/);
    await page.goto(`/explore/${section.name}/no-such-entry`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  test(`a failed load shows the SPEC error text on the ${section.name} list and detail`, async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    // The browser reports the 500, and the router logs the error it hands to the route's error box.
    allowConsoleErrors(/status of 500|ApiError: The server answered 500/);
    await withoutFirstPageData(page);
    const entry = await firstOf(request, section.name);
    const fail = (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' });

    // The list page asks for its first page: `/api/explore/{name}/pages?limit=24`.
    await page.route(new RegExp(`/api/explore/${section.name}(/pages)?(\\?|$)`), fail);
    await page.goto(`/explore/${section.name}`);
    await expect(page.getByRole('alert')).toHaveText(section.listError);

    await page.route(`**/api/explore/${section.name}/*`, fail);
    await page.goto(`/explore/${section.name}/${entry.slug}`);
    await expect(page.getByRole('alert')).toHaveText(section.detailError);
  });
}

test('a collection page: title, main image, long description and its images in a carousel', async ({
  page,
  request,
}) => {
  const { slug } = await firstOf(request, 'collections');
  type Collection = Entry & {
    short_description: string;
    long_description: string;
    metaDescription: string;
    main_img: Img;
    img_collection: Img[];
  };
  const collection = await apiJson<Collection>(request, `/api/explore/collections/${slug}`);
  await page.goto(`/explore/collections/${slug}`);
  await expectPageHead(page, collection.title, collection.metaDescription);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(collection.title);
  await expect(main.getByText(collection.short_description)).toBeVisible();
  await expect(main.getByRole('img', { name: collection.main_img.alt }).first()).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  const firstParagraph = /<p>(.*?)<\/p>/.exec(collection.long_description)?.[1] ?? '';
  await expect(main.getByText(firstParagraph.slice(0, 60))).toBeVisible();
  const carousel = main.getByRole('region', { name: `Works from ${collection.title}` });
  // Slides out of view are hidden from the accessibility tree, so they are counted as elements.
  await expect(carousel.locator('li')).toHaveCount(collection.img_collection.length);
  const firstSlide = collection.img_collection[0] as Img;
  await expect(carousel.getByRole('link').first()).toHaveAttribute('href', firstSlide.src);
});

test('an exhibition page: subtitle, introduction, body, and every extra image with its description', async ({
  page,
  request,
}) => {
  const { slug } = await firstOf(request, 'exhibitions');
  type Exhibition = Entry & {
    subtitle: string;
    additional_imgs_with_descriptions: { img: Img; description: string }[];
  };
  const exhibition = await apiJson<Exhibition>(request, `/api/explore/exhibitions/${slug}`);
  await page.goto(`/explore/exhibitions/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(exhibition.title);
  await expect(main.getByText(exhibition.subtitle)).toBeVisible();
  const figures = main.getByRole('figure').filter({ has: page.locator('figcaption') });
  await expect(figures).toHaveCount(exhibition.additional_imgs_with_descriptions.length);
  for (const [index, extra] of exhibition.additional_imgs_with_descriptions.entries()) {
    const figure = figures.nth(index);
    await expect(figure.locator('figcaption')).toHaveText(extra.description);
    await expect(figure.getByRole('img')).toHaveAttribute('alt', extra.img.alt);
  }
  await expectLoadedImage(page, exhibition.additional_imgs_with_descriptions[0]?.img.alt ?? '');
});

test('a film page: every field that is set, the trailer in an embedded player, the links', async ({
  page,
  request,
}) => {
  const { slug } = await firstOf(request, 'films');
  type Film = Entry &
    Record<string, string | number | null> & { cover_img: Img; main_img: Img; additional_imgs: Img[] };
  const film = await apiJson<Film>(request, `/api/explore/films/${slug}`);
  await page.goto(`/explore/films/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(film.title);
  await expect(main.getByText(String(film.subtitle))).toBeVisible();
  await expect(main.getByText(String(film.introduction))).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Synopsis' })).toBeVisible();

  const facts = main.getByRole('complementary', { name: 'About the film' });
  const premiere = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(String(film.date)),
  );
  const expected: [string, string][] = [
    ['Run time', `${film.run_time_mins} minutes`],
    ['Format', String(film.format)],
    ['Aspect ratio', String(film.aspect_ratio)],
    ['Sound mix', String(film.sound_mix)],
    ['Colour', String(film.colour)],
    ['Language', String(film.language)],
    ['Subtitles', String(film.subtitles)],
    ['Premiere date', premiere],
    ['Composer', String(film.composer)],
  ];
  await expect(facts.locator('dt')).toHaveText(expected.map(([label]) => label));
  await expect(facts.locator('dd')).toHaveText(expected.map(([, value]) => value));
  await expect(facts.getByRole('img')).toHaveAttribute('alt', film.cover_img.alt);
  await expect(facts.getByRole('link', { name: /Watch the film/ })).toHaveAttribute('href', String(film.film_link));
  await expect(facts.getByRole('link', { name: /Official site/ })).toHaveAttribute('href', String(film.official_site));

  const id = new URL(String(film.video_link)).searchParams.get('v');
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('button', { name: `Play Trailer: ${film.title}` }).click();
  const trailer = main.locator('iframe');
  await expect(trailer).toHaveAttribute('title', `Trailer: ${film.title}`);
  await expect(trailer).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`);
  await trailer.scrollIntoViewIfNeeded();
  await expect(trailer.contentFrame().getByText('Video player')).toBeVisible();

  const stills = main.getByRole('region', { name: `Stills from ${film.title}` });
  await expect(stills.locator('li')).toHaveCount(film.additional_imgs.length);
});

test('a publication page: cover, publisher, year, purchase link and the pages inside', async ({ page, request }) => {
  const { slug } = await firstOf(request, 'publications');
  type Publication = Entry & { publisher: string; publish_year: number; purchase_link: string; cover_img: Img };
  const book = await apiJson<Publication & { additional_imgs: Img[] }>(request, `/api/explore/publications/${slug}`);
  await page.goto(`/explore/publications/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(book.title);
  await expect(main.getByRole('img', { name: book.cover_img.alt })).toHaveAttribute('fetchpriority', 'high');
  await expect(main.locator('dd')).toHaveText([book.publisher, String(book.publish_year)]);
  const buy = main.getByRole('link', { name: /Buy this book/ });
  await expect(buy).toHaveAttribute('href', book.purchase_link);
  await expect(buy).toHaveAttribute('target', '_blank');
  const inside = main.getByRole('region', { name: `Pages from ${book.title}` });
  await expect(inside.locator('li')).toHaveCount(book.additional_imgs.length);
});

// One width and one section a test, so each stays short on a busy machine.
for (const width of WIDTHS) {
  test(`the Explore page has no serious accessibility problem at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page), `/explore at ${width}px`).toEqual([]);
  });

  for (const section of SECTIONS) {
    test(`the ${section.name} list and a page of it have no serious accessibility problem at ${width}px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const paths = [
        `/explore/${section.name}`,
        `/explore/${section.name}/${(await firstOf(request, section.name)).slug}`,
      ];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousA11yViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    });
  }
}
