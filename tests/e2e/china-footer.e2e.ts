import { adminCall, libraryImageIds } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * What a site hosted in mainland China shows (issue 27 'China-facing details'): the ICP filing number staff
 * set, linked to the filing register, and the WeChat QR code, in the footer of every page; Chinese pages
 * titled with the gallery's Chinese name and the map links named as visitors there know them.
 */

test('the footer shows the ICP number and the WeChat QR code once staff set them', async ({ page }) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const { translations: _, ...settings } = before;
  try {
    await page.goto('/zh');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: '关注我们' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /ICP备/ })).toHaveCount(0);
    await expect(footer.getByText('扫码添加画廊微信')).toHaveCount(0);

    const [qr] = await libraryImageIds(page);
    const china = { ...settings, icpNumber: '京ICP备12345678号-1', wechatQrImageId: qr };
    expect((await adminCall(page, 'POST', '/api/admin/settings/update', china)).status()).toBe(200);

    await page.goto('/zh');
    await expect(page).toHaveTitle('大同画廊 | 北京的朝鲜艺术');
    const icp = footer.getByRole('link', { name: /京ICP备12345678号-1/ });
    await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    const code = footer.getByRole('figure').filter({ hasText: '扫码添加画廊微信' });
    await expect(code.getByRole('img')).toBeVisible();

    await page.goto('/about#contact');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /京ICP备12345678号-1/ })).toBeVisible();
    await expect(page.locator('#contact').getByText('Scan to add the gallery on WeChat')).toBeVisible();

    await page.goto('/zh/about#contact');
    const maps = page.locator('#contact').getByRole('navigation', { name: '在地图应用中打开' });
    await expect(maps.getByRole('link', { name: /高德地图/ })).toHaveAttribute('href', /uri\.amap\.com/);
    await expect(maps.getByRole('link', { name: /百度地图/ })).toHaveAttribute('href', /api\.map\.baidu\.com/);
  } finally {
    expect((await adminCall(page, 'POST', '/api/admin/settings/update', settings)).status()).toBe(200);
  }
});
