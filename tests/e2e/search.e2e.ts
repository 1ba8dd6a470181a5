import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';

/** Site search: the header's box leads to /search, whose results open their pages. */

test('a search from the header box lists labelled results that open their page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
  await box.fill('Ri Chol Jun');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Ri(\+|%20)Chol(\+|%20)Jun$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page).toHaveTitle(/^Search \|/);
  await expect(page.getByText(/\d+ results? for “Ri Chol Jun”/)).toBeVisible();
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(first.getByText('Artist', { exact: true })).toBeVisible();
  await first.getByRole('link', { name: 'Ri Chol Jun' }).click();
  await expect(page).toHaveURL(/\/artists\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ri Chol Jun' })).toBeVisible();
});

test('on a phone the box is in the menu, and a search with no match says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search the site' });
  await box.fill('zzqxv');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
  await expect(page.getByText('Nothing matches your search. Try another spelling or fewer words.')).toBeVisible();
});

for (const width of WIDTHS) {
  test(`the search page with results has no serious accessibility problem at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=mountain');
    await expect(page.getByText(/\d+ results? for “mountain”/)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
