import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Staff mark a work on hold, then sold, in the shop form, and put it back (issue 15 'Done when'): each save
 * is what the public API then says. The work is one no other test uses.
 */

const SLUG = 'calm-morning-on-the-east-sea';

const publicState = async (page: import('@playwright/test').Page) =>
  ((await (await page.request.get(`/api/shop/${SLUG}`)).json()) as { availability: string }).availability;

test("staff change a work's availability in the shop form and the shop follows", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page);
  await page.goto(`/admin/shop/update/${SLUG}`);
  const availability = page.getByLabel('Availability', { exact: true });
  await expect(availability).toHaveValue('available');
  // The form shows the work's facts: the list's category, the size's dimensions and its own state.
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Original');
  const sizes = page.getByRole('group', { name: 'Sizes and prices' });
  await expect(sizes.getByLabel('Width (cm) 1')).toHaveValue('56');
  await expect(sizes.getByLabel('Availability 1')).toHaveValue('available');
  expect(await seriousA11yViolations(page)).toEqual([]);

  for (const [label, state] of [
    ['On hold', 'on_hold'],
    ['Sold', 'sold'],
    ['Available', 'available'],
  ] as const) {
    await page.goto(`/admin/shop/update/${SLUG}`);
    await page.getByLabel('Availability', { exact: true }).selectOption({ label });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/shop/${SLUG}`);
    expect(await publicState(page)).toBe(state);
  }
});
