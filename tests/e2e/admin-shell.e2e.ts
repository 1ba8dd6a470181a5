import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The admin's own frame and the dashboard's list (issue 18 'An admin of its own'): no public header or footer,
 * a menu on a phone, the list of one type with its status, and bulk publish and delete from it.
 */

test('on a phone the admin has its own frame, a skip link and a menu that leads to a type', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  // None of the public site's frame: its footer, its search box.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View the site' })).toHaveAttribute('href', '/');

  // A fresh load: the first Tab reaches the skip link, which leads past the bar and the menu.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Admin' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  expect(await seriousA11yViolations(page), 'the open admin menu at 390px').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole('link', { name: 'Films' }).click();
  await expect(page).toHaveURL(/\/admin\?type=films$/);
  await expect(nav).toBeHidden();
  const list = page.getByRole('region', { name: 'Entries' });
  await expect(list.getByLabel('Type')).toHaveValue('films');
  await expect(list.getByRole('listitem').first()).toContainText('Published');
  await menu.click();
  await expect(nav.getByRole('link', { name: 'Films' })).toHaveAttribute('aria-current', 'page');
});

test('staff select drafts on a page, publish them, then delete one after confirming', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  // Late in the alphabet, so tests that take the first artist of a list do not meet these while they exist.
  const word = unique('Zuo').replace(' ', '');
  const names = [`${word} Alpha`, `${word} Beta`];
  for (const name of names) {
    const slug = name.toLowerCase().replace(' ', '-');
    const res = await adminCall(page, 'POST', '/api/admin/artists/new', {
      name,
      slug,
      bio: '<p>A painter.</p>',
      img: await firstImage(page),
      status: 'draft',
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/admin?type=artist');
  const list = page.getByRole('region', { name: 'Entries' });
  await list.getByLabel('Find by title').fill(word);
  await list.getByRole('button', { name: 'Find' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Draft');
  await expect(list.getByRole('listitem').first()).toContainText('by admin@example.com');

  await list.getByLabel('Select all on this page').check();
  await expect(list.getByText('2 entries selected')).toBeVisible();
  await list.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(list.getByRole('status')).toHaveText('Published 2 entries.');
  await expect(list.getByRole('listitem').filter({ hasText: 'Draft' })).toHaveCount(0);
  const publicList = await page.request.get('/api/artists').then((r) => r.text());
  expect(publicList).toContain(names[0]);

  // Unpublishing takes entries off the site: it asks first, naming how many; Cancel changes nothing.
  await list.getByLabel('Select all on this page').check();
  const unpublish = list.getByRole('button', { name: 'Unpublish', exact: true });
  await unpublish.click();
  const ask = list.getByRole('region', { name: 'Unpublish 2 entries?' });
  await expect(ask.getByRole('heading')).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(unpublish).toBeFocused();
  await expect(list.getByRole('listitem').filter({ hasText: 'Draft' })).toHaveCount(0);
  await unpublish.click();
  await ask.getByRole('button', { name: 'Unpublish them' }).click();
  await expect(list.getByRole('status')).toHaveText('Unpublished 2 entries.');
  await expect(list.getByRole('listitem').filter({ hasText: 'Draft' })).toHaveCount(2);

  await list.getByLabel(`Select ${names[1]}`).check();
  await list.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = list.getByRole('region', { name: 'Delete 1 entry?' });
  await expect(confirm.getByRole('heading')).toBeFocused();
  expect(await seriousA11yViolations(page), 'the dashboard with a delete to confirm at 1280px').toEqual([]);
  await confirm.getByRole('button', { name: 'Delete them' }).click();
  await expect(list.getByRole('status')).toContainText(`Deleted 1 entry.Deleted: "${names[1]}"`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(
    (
      await adminCall(page, 'DELETE', `/api/admin/artists/delete/${names[0]?.toLowerCase().replace(' ', '-')}`)
    ).status(),
  ).toBe(200);
});

async function firstImage(page: import('@playwright/test').Page): Promise<number> {
  const images = (await page.request.get('/api/image').then((r) => r.json())) as { _id: number }[];
  return images[0]?._id ?? 0;
}

test("the admin's menu counts what is new in the inbox", async ({ page, baseURL }) => {
  await signIn(page);
  const sent = await page.request.post('/api/send/contact', {
    headers: { Origin: baseURL ?? '' },
    data: {
      name: 'Counted Visitor',
      email: 'counted@example.com',
      subject: 'Opening hours',
      message: 'Are you open on Saturdays?',
      captchaToken: `pass-${crypto.randomUUID()}`,
    },
  });
  expect(sent.status()).toBe(200);
  const counts = (await (await page.request.get('/api/admin/inbox/counts')).json()) as { new: number };
  expect(counts.new).toBeGreaterThan(0);

  await page.goto('/admin');
  const inbox = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Inbox/ });
  await expect(inbox).toHaveAccessibleName(`Inbox ${counts.new} new`);
});

test("the dashboard's sections stay where they are while the list of entries arrives", async ({ page }) => {
  await signIn(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/lists?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  const add = page.getByRole('region', { name: 'Artists' }).getByRole('link', { name: 'Add artist' });
  await expect(add).toBeVisible();
  const before = await add.boundingBox();
  release();
  await expect(page.getByText(/^\d+ entries$/)).toBeVisible();
  expect(await add.boundingBox()).toEqual(before);
  // A click made as the list arrived lands on what was under the pointer.
  await add.click();
  await expect(page.getByRole('heading', { name: 'Add artist' })).toBeVisible();
});
