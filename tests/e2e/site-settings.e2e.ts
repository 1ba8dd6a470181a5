import { adminCall } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The gallery's details are site settings staff edit (issue 13): a WeChat ID and a Weibo page saved in the
 * admin show in the contact section and the footer, and the map's 'Open in' links carry the WGS-84 point
 * with each service's coordinate parameter.
 */

test('staff add WeChat and Weibo; the contact section and footer show them with the map links', async ({ page }) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
  try {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Modify site settings' }).click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');

    // A network's home page is refused in words, and nothing is saved.
    const weibo = page.getByLabel('Weibo page');
    await weibo.fill('https://weibo.com/');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText("The Weibo address must be the https address of the gallery's own Weibo page"),
    ).toBeVisible();

    await weibo.fill('https://weibo.com/taedonggallery');
    await page.getByLabel('WeChat ID').fill('taedong_gallery');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The site settings are saved.');

    await page.goto('/about#contact');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'Weibo' })).toHaveAttribute(
      'href',
      'https://weibo.com/taedonggallery',
    );
    await expect(contact.getByText('taedong_gallery')).toBeVisible();
    const maps = contact.getByRole('navigation', { name: 'Open the map in' });
    await expect(maps.getByRole('link')).toHaveCount(4);
    await expect(maps.getByRole('link', { name: /Amap/ })).toHaveAttribute('href', /coordinate=wgs84/);
    await expect(maps.getByRole('link', { name: /Baidu Maps/ })).toHaveAttribute('href', /coord_type=wgs84/);
    await expect(maps.getByRole('link', { name: /Apple Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/maps\.apple\.com\//,
    );
    await expect(maps.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', /query=39\.984%2C116\.495/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Weibo' })).toBeVisible();
  } finally {
    // Back as it was, for the tests after this one.
    const { translations: _, ...settings } = before;
    expect((await adminCall(page, 'POST', '/api/admin/settings/update', settings)).status()).toBe(200);
  }
});
