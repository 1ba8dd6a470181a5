import { seriousA11yViolations } from './axe.ts';
import { expect, settled, test } from './fixtures.ts';

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

test('an English-only work opened at its Chinese address is a 404 that leads to it and to its list', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The page is answered 404 (it has no Chinese page), which the browser reports in the console.
  allowConsoleErrors(/status of 404/);
  const path = `/zh/shop/${WORK}`;
  // The server's first screen already says so, before any script runs.
  const answer = await request.get(path);
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  const screen = html.slice(html.indexOf('<div id="root">'));
  expect(screen).toContain('此条目只有英文版');
  expect(screen).toContain(`href="/shop/${WORK}"`);
  expect(screen).toContain(`href="/zh/shop?untranslated=${WORK}"`);

  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '此条目只有英文版' })).toBeVisible();
  await expect(page).toHaveTitle('仅有英文版 | 大同画廊');
  await expect(main).toContainText('它还没有中文版。您可以阅读英文版，或浏览它所属的中文列表。');
  const english = main.getByRole('link', { name: '阅读英文版' });
  await expect(english).toHaveAttribute('href', `/shop/${WORK}`);
  await expect(english).toHaveAttribute('hreflang', 'en');
  const list = main.getByRole('link', { name: '浏览中文列表' });
  await expect(list).toHaveAttribute('href', `/zh/shop?untranslated=${WORK}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await list.click();
  await expect(page).toHaveURL(`/zh/shop?untranslated=${WORK}`);
  await expect(main.getByRole('note')).toContainText('您刚才浏览的条目只有英文版');
  await main.getByRole('note').getByRole('link', { name: '阅读英文版' }).click();
  await expect(page).toHaveURL(`/shop/${WORK}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('此条目只有英文版');
});

test('reached inside the app, a Chinese address of an English-only entry says so too', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/zh/explore/collections');
  await settled(page);
  // The app's own navigation (as the back button makes it): the route asks the API, which answers 404 with the
  // languages the entry is in.
  const read = page.waitForResponse((res) => res.url().includes(`/api/explore/collections/${COLLECTION}?lang=zh`));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/zh/explore/collections/${COLLECTION}`);
  expect((await read).status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '此条目只有英文版' })).toBeVisible();
  await expect(page).toHaveTitle('仅有英文版 | 大同画廊');
  await expect(main.getByRole('link', { name: '阅读英文版' })).toHaveAttribute(
    'href',
    `/explore/collections/${COLLECTION}`,
  );
  await expect(main.getByRole('link', { name: '浏览中文列表' })).toHaveAttribute(
    'href',
    `/zh/explore/collections?untranslated=${COLLECTION}`,
  );
});
