import { adminCall } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The texts of the public pages are edited in the admin (issue 18 'Site texts'): a new hero heading and a
 * line added to the privacy policy show on the public pages, an emptied field says so beside it, the pages
 * stand with their defaults when the texts cannot be loaded, and the screen passes axe at both widths.
 */

const TEXTS_API = '/api/admin/site-texts';

test('staff change the hero heading and the privacy text, and the public pages show them', async ({ page }) => {
  await signIn(page);
  const before = (await (await page.request.get(TEXTS_API)).json()) as { texts: Record<string, unknown> };

  await page.getByRole('link', { name: 'Modify site texts' }).click();
  await expect(page).toHaveURL('/admin/site-texts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site texts');

  // An emptied heading is refused in words next to the field, and nothing is saved.
  const heading = page.getByLabel('Hero heading', { exact: true });
  await heading.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert', { name: 'Errors' })).toContainText("The Home page's hero heading is required.");

  const line = `Updated for the winter season ${Date.now()}.`;
  await heading.fill('Art from North Korea, shown in Beijing this winter');
  await expect(heading).not.toHaveAttribute('aria-invalid', 'true');
  const privacy = page.getByRole('textbox', { name: 'Privacy policy', exact: true });
  await privacy.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(line);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The site texts are saved.');

  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Art from North Korea, shown in Beijing this winter',
    );
    await page.goto('/privacy');
    await expect(page.getByRole('main').getByText(line)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Who we are');
  } finally {
    // Back as it was, for the tests after this one.
    const { version } = (await (await page.request.get(TEXTS_API)).json()) as { version: string };
    const restored = await adminCall(page, 'PUT', TEXTS_API, { texts: before.texts, version });
    expect(restored.status()).toBe(200);
  }
});

test('when the texts cannot be loaded, the pages stand with their defaults', async ({ page, allowConsoleErrors }) => {
  // Chromium logs the failed fetch: expected here.
  allowConsoleErrors(/status of 500/);
  await withoutFirstPageData(page);
  await page.route('**/api/site/texts', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }));
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Mission' })).toBeVisible();
  await expect(page.getByText(/Our founder came to Beijing in 1989/)).toBeVisible();
});

for (const width of WIDTHS) {
  test(`the Site texts screen passes axe at ${width} px`, async ({ page }) => {
    // A long screen with two rich-text editors: axe takes its time over it.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/site-texts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site texts');
    await expect(page.getByRole('textbox', { name: 'Privacy policy', exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
