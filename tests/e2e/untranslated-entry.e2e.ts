import { expect, test } from './fixtures.ts';

/**
 * Issue 27 'The language switch leads to a 404': on an entry not published in Chinese, '中文' leads to the
 * Chinese list the entry belongs to, with a note that the entry is only in English and a link back to it. The
 * switch never offers a link that 404s, before the app starts as after.
 */

const WORK = 'white-sail-at-noon';
const COLLECTION = 'flowers-of-the-four-seasons';

test('from an English-only work, 中文 leads to the Chinese shop with a note and a way back', async ({
  page,
  request,
}) => {
  // The page as the server sends it already links to the list, not to the missing Chinese page.
  const html = await (await request.get(`/shop/${WORK}`)).text();
  expect(html).toContain(`href="/zh/shop?untranslated=${WORK}"`);
  expect(html).not.toContain(`href="/zh/shop/${WORK}"`);

  await page.goto(`/shop/${WORK}`);
  const toChinese = page.getByRole('banner').getByRole('link', { name: '中文: this page in Chinese' });
  await expect(toChinese).toHaveAttribute('href', `/zh/shop?untranslated=${WORK}`);
  expect((await request.get((await toChinese.getAttribute('href')) ?? '')).status()).toBe(200);
  await toChinese.click();

  await expect(page).toHaveURL(`/zh/shop?untranslated=${WORK}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const note = page.getByRole('main').getByRole('note');
  await expect(note).toContainText('您刚才浏览的条目只有英文版，这里是它所属的列表。');
  // The list itself is there under the note.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const back = note.getByRole('link', { name: '阅读英文版' });
  await expect(back).toHaveAttribute('href', `/shop/${WORK}`);
  await expect(back).toHaveAttribute('hreflang', 'en');
  await back.click();
  await expect(page).toHaveURL(`/shop/${WORK}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every type leads to its own list; a translated entry still switches to itself', async ({ page }) => {
  await page.goto(`/explore/collections/${COLLECTION}`);
  const toChinese = page.getByRole('banner').getByRole('link', { name: '中文: this page in Chinese' });
  await expect(toChinese).toHaveAttribute('href', `/zh/explore/collections?untranslated=${COLLECTION}`);
  await toChinese.click();
  await expect(page).toHaveURL(`/zh/explore/collections?untranslated=${COLLECTION}`);
  await expect(page.getByRole('main').getByRole('note')).toContainText('只有英文版');

  // Reached by a client-side link, a translated entry's switch is the same page in the other language.
  await page.goto('/explore/collections/mountains-and-rivers');
  await expect(page.getByRole('banner').getByRole('link', { name: '中文: this page in Chinese' })).toHaveAttribute(
    'href',
    '/zh/explore/collections/mountains-and-rivers',
  );
  await page.getByRole('main').getByRole('link', { name: '← All collections' }).click();
  await expect(page).toHaveURL('/explore/collections');
  await page.locator(`main a[href="/explore/collections/${COLLECTION}"]`).first().click();
  await expect(page).toHaveURL(`/explore/collections/${COLLECTION}`);
  await expect(page.getByRole('banner').getByRole('link', { name: '中文: this page in Chinese' })).toHaveAttribute(
    'href',
    `/zh/explore/collections?untranslated=${COLLECTION}`,
  );
  // A list reached without the parameter has no note.
  await page.goto('/zh/explore/collections');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
});
