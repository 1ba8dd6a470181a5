import type { APIRequestContext } from '@playwright/test';
import { addOwnArtist, adminCall } from './admin-helpers.ts';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Browsing by artist and by medium (SPEC 2 '/artists', '/artists/{slug}', '/mediums'). */

type Artist = { slug: string; name: string };
type ShopItem = { medium: string[]; artist: { name: string } };

const getJson = async <T>(request: APIRequestContext, path: string) => (await (await request.get(path)).json()) as T;

test('the artists are listed alphabetically, each leading to a page with a Shop button', async ({ page, request }) => {
  const artists = await getJson<Artist[]>(request, '/api/artists');
  await page.goto('/artists');
  const names = page.getByRole('list', { name: 'Artists' }).getByRole('heading', { level: 2 });
  const expected = artists.map((a) => a.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await expect(names).toHaveText(expected);

  const artist = artists[0] as Artist;
  await page.getByRole('link', { name: artist.name }).click();
  await expect(page).toHaveURL(`/artists/${artist.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(artist.name);
  await expect(main.getByRole('img').first()).toHaveAttribute('alt', /\S/);
  await expect(main.getByRole('link', { name: /Back to artists/ })).toHaveAttribute('href', '/artists');

  await main.getByRole('link', { name: `Shop ${artist.name}` }).click();
  await expect(page).toHaveURL(/\/shop\?q=/);
  const works = (await getJson<ShopItem[]>(request, '/api/shop')).filter((i) => i.artist.name === artist.name);
  // The option says how many works it holds.
  await expect(page.getByLabel('Filter').locator('option:checked')).toHaveText(`${artist.name} (${works.length})`);
  await expect(page.getByRole('list', { name: 'Artworks' }).getByRole('listitem')).toHaveCount(works.length);
});

test("an artist's extra images are a carousel usable by keyboard, each opening the full image", async ({ page }) => {
  await page.goto('/artists/ri-chol-jun');
  const carousel = page.getByRole('region', { name: /Images of/ });
  const slides = carousel.getByRole('link');
  // Only the current slide is exposed; the others are hidden until shown.
  await expect(slides).toHaveCount(1);
  const first = await slides.getAttribute('href');
  expect(first).toMatch(/^\/api\/media\//);
  await expect(slides).toHaveAttribute('target', '_blank');

  await carousel.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides).not.toHaveAttribute('href', first ?? '');
  // The loop: back past the first slide comes round to the last.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slides).not.toHaveAttribute('href', first ?? '');
});

test('an unknown artist shows the not-found page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/artists/nobody-of-that-name');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found/);
});

test('when the API fails, the artists pages and mediums show the SPEC error texts', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500|The server answered 500/);
  await withoutFirstPageData(page);
  await page.route(/\/api\/(artists|shop)/, (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal error' } }),
  );
  await page.goto('/artists');
  await expect(page.getByRole('alert')).toHaveText('Could not load artists. Refresh the page and try again.');
  await page.goto('/artists/ri-chol-jun');
  await expect(page.getByRole('alert')).toHaveText('Could not load artist page. Refresh the page and try again.');
  await page.goto('/mediums');
  await expect(page.getByRole('alert')).toHaveText('Could not load mediums. Refresh the page and try again.');
});

test('mediums lists each medium once with a sample image, each leading to the shop filtered by it', async ({
  page,
  request,
}) => {
  const items = await getJson<ShopItem[]>(request, '/api/shop');
  const media = [...new Set(items.flatMap((i) => i.medium))].sort((a, b) => a.localeCompare(b));
  await page.goto('/mediums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mediums');
  const entries = page.getByRole('list', { name: 'Mediums' }).getByRole('listitem');
  await expect(entries.getByRole('heading')).toHaveText(media);
  for (const img of await entries.getByRole('img').all()) await expect(img).toHaveAttribute('alt', /\S/);

  await entries.filter({ hasText: 'Woodcut Print' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\?q=Woodcut(\+|%20)Print$/);
  const woodcuts = items.filter((i) => i.medium.includes('Woodcut Print'));
  await expect(page.getByLabel('Filter').locator('option:checked')).toHaveText(`Woodcut Print (${woodcuts.length})`);
  await expect(page.getByRole('list', { name: 'Artworks' }).getByRole('listitem')).toHaveCount(woodcuts.length);
});

type ArtistPage = {
  name: string;
  birth_year: number | null;
  exhibitions: { slug: string; title: string; dates: string | null }[];
};

test("an artist's page gives the birth year and links the exhibitions the artist was in, in both languages", async ({
  page,
  request,
}) => {
  // Kim Yong Suk is in the demo's exhibition 'Brush and Mountain' and was born in 1964.
  const slug = 'kim-yong-suk';
  for (const [path, lang, born, heading] of [
    [`/artists/${slug}`, 'en', 'Born 1964', 'Exhibitions'],
    [`/zh/artists/${slug}`, 'zh', '生于1964年', '参展经历'],
  ] as const) {
    const artist = await getJson<ArtistPage>(request, `/api/artists/${slug}?lang=${lang}`);
    expect(artist.birth_year).toBe(1964);
    expect(artist.exhibitions.length).toBeGreaterThan(0);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.locator('header').getByText(born)).toBeVisible();
    const shows = main.getByRole('region', { name: heading });
    await expect(shows.getByRole('listitem')).toHaveCount(artist.exhibitions.length);
    for (const [index, exhibition] of artist.exhibitions.entries()) {
      const item = shows.getByRole('listitem').nth(index);
      await expect(item.getByRole('link')).toHaveText(exhibition.title);
      if (exhibition.dates) await expect(item).toContainText(exhibition.dates);
    }
    const first = artist.exhibitions[0] as ArtistPage['exhibitions'][number];
    await shows.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/explore/exhibitions/${first.slug}$`));
  }
});

test('staff give an artist birth and death years on the form, and the page shows the span', async ({ page }) => {
  await signIn(page);
  const slug = await addOwnArtist(page, 'Years');
  try {
    await page.goto(`/admin/artist/update/${slug}`);
    await page.getByLabel('Birth year').fill('1931');
    await page.getByLabel('Death year').fill('1929');
    await page.getByRole('button', { name: 'Save' }).click();
    // A death before the birth is refused at the field, and nothing is saved.
    await expect(page.getByText('Death year cannot be before the birth year.')).toBeVisible();
    await page.getByLabel('Death year').fill('2004');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await page.goto(`/artists/${slug}`);
    await expect(page.getByRole('main').locator('header').getByText('1931–2004')).toBeVisible();
    // An artist in no exhibition has no such section.
    await expect(page.getByRole('region', { name: 'Exhibitions' })).toHaveCount(0);
  } finally {
    const form = (await (await page.request.get(`/api/admin/artists/update/${slug}`)).json()) as { _id: number };
    await adminCall(page, 'DELETE', `/api/admin/artists/delete/${slug}`, { _id: form._id });
  }
});
