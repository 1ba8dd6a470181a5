import type { APIRequestContext, Route } from '@playwright/test';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, test } from './fixtures.ts';
import { expectPageHead } from './page-head.ts';
import { stubVideoPlayers } from './video-stub.ts';

/** SPEC 2 '/blog' and '/blog/{slug}' against the demo posts. */

type Img = { alt: string; src: string };
type Post = { slug: string; title: string; subtitle: string; date: string; img: Img };
type PostDetail = Post & { body: string; video: string; additional_imgs: Img[]; metaDescription: string };

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function posts(request: APIRequestContext) {
  const res = await request.get('/api/blog');
  expect(res.status()).toBe(200);
  return (await res.json()) as Post[];
}

async function postWithVideo(request: APIRequestContext) {
  for (const { slug } of await posts(request)) {
    const post = (await (await request.get(`/api/blog/${slug}`)).json()) as PostDetail;
    if (post.video.includes('watch')) return post;
  }
  throw new Error('The demo blog has no post with a video.');
}

test.beforeEach(async ({ page }) => {
  await stubVideoPlayers(page);
});

test('the blog lists every post newest first, each with its date, linked to its page', async ({ page, request }) => {
  const list = await posts(request);
  expect(list.length).toBeGreaterThan(1);
  await page.goto('/blog');
  await expectPageHead(page, 'Blog');
  const entries = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
  await expect(entries.getByRole('heading', { level: 2 })).toHaveText(list.map((p) => p.title));
  const dates = await entries.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
  expect(dates).toEqual(list.map((p) => p.date));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(entries.locator('time')).toHaveText(list.map((p) => longDate(p.date)));

  const [first] = list as [Post];
  await entries.first().getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('a post shows its date, subtitle, body, main and extra images, and the video in an /embed/ frame on click', async ({
  page,
  request,
}) => {
  const post = await postWithVideo(request);
  await page.goto(`/blog/${post.slug}`);
  await expectPageHead(page, post.title, post.metaDescription);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(main.locator('time')).toHaveText(longDate(post.date));
  await expect(main.getByText(post.subtitle)).toBeVisible();
  const bodyStart = (/<p>(.*?)<\/p>/.exec(post.body)?.[1] ?? '').slice(0, 60);
  await expect(main.getByText(bodyStart)).toBeVisible();
  await expect(main.getByRole('img', { name: post.img.alt }).first()).toHaveAttribute('fetchpriority', 'high');

  // SPEC 3: 'watch' in the address becomes 'embed' for the frame, which appears once the poster is clicked.
  const id = new URL(post.video).searchParams.get('v');
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Watch the video/ })).toHaveAttribute('href', post.video);
  await main.getByRole('button', { name: `Play Video: ${post.title}` }).click();
  const frame = main.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`);
  await expect(frame).toHaveAttribute('title', `Video: ${post.title}`);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().getByText('Video player')).toBeVisible();

  const extras = main.getByRole('region', { name: `Pictures from ${post.title}` });
  await expect(extras.locator('li')).toHaveCount(post.additional_imgs.length);
  await expect(extras.getByRole('link').first()).toHaveAttribute('href', post.additional_imgs[0]?.src ?? '');
});

test('a post without a video has no frame', async ({ page, request }) => {
  for (const { slug } of await posts(request)) {
    const post = (await (await request.get(`/api/blog/${slug}`)).json()) as PostDetail;
    if (post.video) continue;
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    return;
  }
  throw new Error('The demo blog has no post without a video.');
});

test('an unknown post shows the not-found page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
});

test('a failed load shows the SPEC error text on the list and on a post', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500|ApiError: The server answered 500/);
  await withoutFirstPageData(page);
  const [first] = (await posts(request)) as [Post];
  const fail = (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' });

  // The list page asks for its first page: `/api/blog/pages?limit=24`.
  await page.route(/\/api\/blog(\/pages)?(\?|$)/, fail);
  await page.goto('/blog');
  await expect(page.getByRole('alert')).toHaveText('Could not load blog posts. Refresh the page and try again.');

  await page.route('**/api/blog/*', fail);
  await page.goto(`/blog/${first.slug}`);
  await expect(page.getByRole('alert')).toHaveText('Could not load blog post. Refresh the page and try again.');
});

test('the blog pages have no serious accessibility problem on a phone or a desktop', async ({ page, request }) => {
  const post = await postWithVideo(request);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/blog', `/blog/${post.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});
