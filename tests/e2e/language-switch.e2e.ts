import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19: the switcher '中文 / English' leads to the same page in the other language (a full page load),
 * keeps the query string and remembers the choice. Any 'Missing message' in the console fails the test
 * (tests/e2e/fixtures.ts fails on every console error).
 */

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the switcher leads from an artwork to its Chinese page and back, remembering the choice', async ({
    page,
    request,
  }) => {
    // A work published in both languages (an English-only one leads to the Chinese shop instead:
    // untranslated-entry.e2e.ts). Works other tests add in this worker are English-only.
    const items = (await (await request.get('/api/shop?lang=zh')).json()) as { slug: string }[];
    const slug = items[0]?.slug;
    expect(slug).toBeTruthy();

    await page.goto(`/shop/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toChinese = page.getByRole('banner').getByRole('link', { name: '中文: this page in Chinese' });
    await expect(toChinese).toHaveAttribute('hreflang', 'zh-Hans');
    await expect(toChinese).toHaveAttribute('lang', 'zh-Hans');
    await toChinese.click();

    await expect(page).toHaveURL(`/zh/shop/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const main = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
    await expect(main.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(main.getByRole('link', { name: '选购' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'zh', path: '/', sameSite: 'Lax' });

    await page.getByRole('banner').getByRole('link', { name: 'English：本页的英文版' }).click();
    await expect(page).toHaveURL(`/shop/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('a switch followed before the app has started still remembers the choice', async ({ page, request }) => {
    const items = (await (await request.get('/api/shop?lang=zh')).json()) as { slug: string }[];
    const slug = items[0]?.slug;
    expect(slug).toBeTruthy();
    // The Chinese page's code is held back, as on a slow connection: only its server-rendered screen is there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto(`/zh/shop/${slug}`, { waitUntil: 'commit' });
      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English：本页的英文版' });
      await expect(toEnglish).toBeVisible();
      expect(await page.evaluate(() => 'started' in document.documentElement.dataset)).toBe(false);
      await toEnglish.click();
      await expect(page).toHaveURL(`/shop/${slug}`);
    } finally {
      release();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('the switcher keeps the query string of the page', async ({ page }) => {
    await page.goto('/search?q=poster');
    await page.getByRole('banner').getByRole('link', { name: '中文: this page in Chinese' }).click();
    await expect(page).toHaveURL('/zh/search?q=poster');
    await expect(page.getByRole('banner').getByRole('search').getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      '作品、艺术家……',
    );
  });
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Chinese home page is accessible, with the switcher in the menu', async ({ page }) => {
    await page.goto('/zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '菜单' }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await expect(menu.getByRole('link', { name: 'English：本页的英文版' })).toHaveAttribute('href', '/');
  });
});
