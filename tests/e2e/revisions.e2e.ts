import type { Page } from '@playwright/test';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Every save keeps a version: staff compare one with the entry now and restore it. */

const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** A new work copied from a demo one, so it has a real artist, media and image. */
async function createWork(page: Page, title: string): Promise<string> {
  const works = (await page.request.get('/api/admin/shop').then((r) => r.json())) as { slug: string }[];
  const demo = (await page.request.get(`/api/admin/shop/update/${works[0]?.slug}`).then((r) => r.json())) as Record<
    string,
    unknown
  >;
  const { _id, ...values } = demo;
  const slug = slugOf(title);
  const created = await adminCall(page, 'POST', '/api/admin/shop/new', { ...values, title, slug, year: '1985' });
  expect(created.status()).toBe(201);
  return slug;
}

/** Edits the work's title in its form, as staff do, and waits for the form at its new address, saved. */
async function retitle(page: Page, slug: string, title: string): Promise<string> {
  await page.goto(`/admin/shop/update/${slug}`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slugOf(title));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page).toHaveURL(`/admin/shop/update/${slugOf(title)}`);
  return slugOf(title);
}

test('a work edited twice is restored to its first version from its history', async ({ page }) => {
  await signIn(page);
  const first = unique('Harbour at Dawn');
  const slug = await createWork(page, first);
  await retitle(page, slug, `${first} second`);
  const last = await retitle(page, `${slug}-second`, `${first} third`);

  await page.goto(`/admin/shop/update/${last}`);
  await page.getByRole('link', { name: 'History' }).click();
  const versions = page.getByRole('region', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Changed: Title, Slug');
  await versions.last().getByRole('link').click();

  const compare = page.getByRole('region', { name: /^The version of / });
  const title = compare.getByRole('definition').first();
  await expect(compare.getByRole('term').first()).toHaveText('Title');
  await expect(title).toContainText(`This version${first}`);
  await expect(title).toContainText(`Now${first} third`);

  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await expect(compare.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(compare.getByRole('button', { name: 'Restore this version' })).toBeVisible();
  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await compare.getByRole('button', { name: 'Yes, restore' }).click();

  await expect(page).toHaveURL(`/admin/shop/update/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(first);
  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
});

for (const width of WIDTHS) {
  test(`the History screen with a version compared passes axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    const slug = await createWork(page, unique('Axe History'));
    const last = await retitle(page, slug, unique('Axe History'));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/shop/history/${last}`);
    await page.getByRole('region', { name: 'Saved versions' }).getByRole('link').last().click();
    await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible();
    expect(await seriousA11yViolations(page), `the History screen at ${width}px`).toEqual([]);
  });
}
