import { expect, test } from './fixtures.ts';

test('the home page shows four featured artworks whose images load', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: /featured/i }).getByRole('listitem');
  await expect(featured).toHaveCount(4);

  const images = featured.locator('img');
  await expect(images).toHaveCount(4);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('srcset', / \d+w/);
    await expect(img).toHaveAttribute('alt', /\S/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/shop');
});

test('an unknown path shows the not-found page with a way home', async ({ page, allowConsoleErrors }) => {
  // The page itself is answered 404 (no soft 404s), which the browser reports in the console.
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  // The started app keeps the not-found page's own title, not the home page's.
  await expect(page).toHaveTitle(/^Page not found/);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(/Page not found/);
});

type HomeExhibition = { exhibition: { slug: string; title: string; status: string; dates: string | null } | null };

test('the home page names the exhibition on now with its dates above Explore, in both languages', async ({
  page,
  request,
}) => {
  for (const [path, lang, eyebrow] of [
    ['/', 'en', 'Now showing'],
    ['/zh', 'zh', '正在展出'],
  ] as const) {
    const { exhibition } = (await (
      await request.get(`/api/explore/exhibitions/current?for=home&lang=${lang}`)
    ).json()) as HomeExhibition;
    // The demo has an exhibition running (opened three weeks before the database was made).
    if (!exhibition) throw new Error(`no current exhibition in ${lang}`);
    expect(exhibition.status).toBe('current');

    // It is in the first screen the server sends, before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`>${exhibition.title}</a></h2>`);

    await page.goto(path);
    const section = page.getByRole('region', { name: exhibition.title });
    await expect(section.getByText(eyebrow)).toBeVisible();
    await expect(section.getByText(exhibition.dates ?? '')).toBeVisible();
    const explore = page.getByRole('heading', { level: 2, name: lang === 'en' ? 'Explore' : '探索' });
    const above = async () => {
      const own = await section.boundingBox();
      const next = await explore.boundingBox();
      return own !== null && next !== null && own.y + own.height <= next.y;
    };
    expect(await above()).toBe(true);

    await section.getByRole('link', { name: exhibition.title }).click();
    await expect(page).toHaveURL(new RegExp(`/explore/exhibitions/${exhibition.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exhibition.title);
  }
});
