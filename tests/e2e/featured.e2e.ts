import { adminCall } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Staff choose and order the home page's featured artworks. */

type Work = { _id: number; title: string; slug: string };

test('staff choose two works, put the second first, and the home page shows them in that order', async ({ page }) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/admin/featured')).json()) as Work[];
  const shop = (await (await page.request.get('/api/shop')).json()) as Work[];
  // Short titles, so the cards show them whole; away from the newest, which fill the free places.
  const [first, second] = shop.slice(6).filter((work) => work.title.length < 40) as [Work, Work];

  // The picker asks the server for matching titles: the screen never loads the whole shop.
  const wholeShop: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/shop') wholeShop.push(url.href);
  });
  try {
    await page.goto('/admin');
    await page
      .getByRole('region', { name: 'Featured artworks' })
      .getByRole('link', { name: /Modify/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Featured artworks' })).toBeVisible();
    const chosen = page.getByRole('list', { name: 'Featured artworks' });
    for (const work of before) await page.getByRole('button', { name: `Remove "${work.title}"` }).click();
    await expect(chosen).toHaveCount(0);
    const picker = page.getByRole('combobox', { name: 'Add a work' });
    for (const work of [first, second]) {
      await picker.fill(work.title);
      await page.getByRole('option', { name: new RegExp(`^${work.title}`) }).click();
    }
    await page.getByRole('button', { name: `Move "${second.title}" up` }).click();
    await expect(chosen.getByRole('listitem')).toHaveText([
      new RegExp(`^${second.title}`),
      new RegExp(`^${first.title}`),
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Saved.' });
    await expect(notice).toContainText('Saved.');
    expect(wholeShop).toEqual([]);
    await notice.getByRole('link', { name: 'View the home page' }).click();

    const cards = page.getByRole('region', { name: 'Featured artworks' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText(second.title);
    await expect(cards.nth(1)).toContainText(first.title);
  } finally {
    // The demo's own choice again, for the tests after this one.
    const restored = await adminCall(page, 'PUT', '/api/admin/featured', { ids: before.map((work) => work._id) });
    expect(restored.status()).toBe(200);
  }
});

test('a work picked while the card of the one before is still loading joins after it', async ({ page }) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/admin/featured')).json()) as Work[];
  const shop = (await (await page.request.get('/api/shop')).json()) as Work[];
  const [first, second] = shop.slice(6).filter((work) => work.title.length < 40) as [Work, Work];
  // The first card's answer is held until the second work has been picked, as on a slow line.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    void page.route(`**/api/shop/${first.slug}`, async (route) => {
      resolve();
      await new Promise<void>((go) => {
        release = go;
      });
      await route.continue();
    });
  });
  try {
    await page.goto('/admin/featured');
    const chosen = page.getByRole('list', { name: 'Featured artworks' });
    for (const work of before) await page.getByRole('button', { name: `Remove "${work.title}"` }).click();
    await expect(chosen).toHaveCount(0);
    const picker = page.getByRole('combobox', { name: 'Add a work' });
    await picker.fill(first.title);
    await page.getByRole('option', { name: new RegExp(`^${first.title}`) }).click();
    await held;
    await picker.fill(second.title);
    await page.getByRole('option', { name: new RegExp(`^${second.title}`) }).click();
    release();
    await expect(chosen.getByRole('listitem')).toHaveText([
      new RegExp(`^${first.title}`),
      new RegExp(`^${second.title}`),
    ]);
  } finally {
    release();
    await page.unroute(`**/api/shop/${first.slug}`);
  }
});

for (const width of WIDTHS) {
  test(`/admin/featured passes axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/featured');
    await expect(page.getByRole('list', { name: 'Featured artworks' }).getByRole('listitem')).toHaveCount(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
