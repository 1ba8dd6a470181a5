import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every public page in English and under /zh in Chinese: the document's language is the address's, the page's
 * own words come from its language's catalogue, and no message is missing from either (client/lib/i18n.ts
 * logs 'Missing message: …' for an id a catalogue lacks, and the fixtures fail a test on any console error).
 */

const first = async (request: APIRequestContext, list: string, lang = 'en') => {
  const answer = await request.get(`/api/${list}?lang=${lang}`);
  expect(answer.ok(), list).toBe(true);
  const [entry] = (await answer.json()) as { slug: string }[];
  if (!entry) throw new Error(`The demo content has no entry in /api/${list}.`);
  return entry.slug;
};

/** The pages whose words are fixed, with the heading each shows in English and in Chinese. */
const STATIC: { path: string; en: string | RegExp; zh: string | RegExp }[] = [
  { path: '/', en: /\S/, zh: /\S/ },
  { path: '/shop', en: 'Shop', zh: '商店' },
  { path: '/propaganda-posters', en: 'Propaganda Posters', zh: '宣传画' },
  { path: '/artists', en: 'Artists', zh: '艺术家' },
  { path: '/mediums', en: 'Mediums', zh: '媒材' },
  { path: '/explore', en: 'Explore', zh: '探索' },
  { path: '/explore/collections', en: 'Collections', zh: '藏品系列' },
  { path: '/explore/exhibitions', en: 'Exhibitions', zh: '展览' },
  { path: '/explore/films', en: 'Films', zh: '电影' },
  { path: '/explore/publications', en: 'Publications', zh: '出版物' },
  { path: '/blog', en: 'Blog', zh: '博客' },
  { path: '/about', en: 'About Us', zh: '关于我们' },
  { path: '/privacy', en: 'Privacy Policy', zh: '隐私政策' },
  { path: '/terms', en: 'Terms of Sale and Use', zh: '销售与使用条款' },
  { path: '/search', en: 'Search', zh: /\S/ },
];

async function expectPage(page: Page, path: string, lang: 'en' | 'zh-Hans', heading: string | RegExp) {
  await page.goto(path);
  await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
}

test('every public page renders in English and in Chinese with no message missing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing message:')) missing.push(`${page.url()} ${message.text()}`);
  });

  for (const { path, en, zh } of STATIC) {
    await expectPage(page, path, 'en', en);
    await expectPage(page, path === '/' ? '/zh' : `/zh${path}`, 'zh-Hans', zh);
  }

  // One entry page of every type in each language, among the entries published in it.
  const lists = ['shop', 'artists', 'explore/collections', 'explore/exhibitions', 'explore/films'];
  for (const list of [...lists, 'explore/publications', 'blog']) {
    await expectPage(page, `/${list}/${await first(request, list)}`, 'en', /\S/);
    await expectPage(page, `/zh/${list}/${await first(request, list, 'zh')}`, 'zh-Hans', /\S/);
  }

  expect(missing).toEqual([]);
});

test('Chinese pages speak Chinese: heads, sections, lists of what is in Chinese, and pass the scan', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/zh/explore');
  await expect(page).toHaveTitle('探索 | 大同画廊');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /朝鲜艺术/);
  await expect(page.getByRole('link', { name: '藏品系列', exact: true })).toBeVisible();

  // The Chinese list holds the films published in Chinese, not the one that is English only.
  await page.goto('/zh/explore/films');
  await expect(page.locator('a[href="/zh/explore/films/a-year-in-the-studio"]').first()).toBeVisible();
  await expect(page.locator('a[href$="/colours-of-the-east-sea"]')).toHaveCount(0);

  await page.goto('/zh/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于我们');
  await expect(page.getByRole('heading', { name: '工作室信息' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a Chinese page passes the accessibility scan on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商店');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a text with no Chinese yet shows in English, marked as English, under the Chinese title', async ({ page }) => {
  // The demo's 'tractor-driver-at-harvest-time' has a Chinese title and no Chinese description.
  const english = await (await page.request.get('/api/shop/tractor-driver-at-harvest-time')).json();
  await page.goto('/zh/shop/tractor-driver-at-harvest-time');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english.title);
  const marked = page.locator('[lang="en"]').filter({ hasText: '英文原文' });
  await expect(marked).toBeVisible();
  await expect(marked.locator('[lang="zh-Hans"]')).toHaveText('英文原文');
  const firstWords = String(english.description)
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
  await expect(marked).toContainText(firstWords);
});

test("a work's medium, category and collection show in Chinese, and the medium still filters the shop", async ({
  page,
}) => {
  await page.goto('/zh/shop/tractor-driver-at-harvest-time');
  const facts = page.locator('dl');
  await expect(facts.getByText('版画', { exact: true })).toBeVisible();
  await expect(facts.getByText('劳动与丰收宣传画', { exact: true })).toBeVisible();
  const medium = facts.getByRole('link', { name: '木刻版画' });
  await expect(medium).toHaveAttribute('href', /^\/zh\/shop\?q=Woodcut(\+|%20)Print$/);

  await medium.click();
  await expect(page).toHaveURL(/\/zh\/shop\?q=Woodcut(\+|%20)Print$/);
  await expect(page.getByText(/^木刻版画作品 \d+ 件$/)).toBeVisible();
  const filter = page.getByRole('combobox', { name: '筛选' });
  await expect(filter.locator('option:checked')).toHaveText(/^木刻版画（\d+）$/);
  await expect(page.getByRole('article').first()).toContainText('木刻版画');
});
