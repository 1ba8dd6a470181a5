import type { APIRequestContext, Page } from '@playwright/test';
import { blockAsInBeijing } from './beijing.ts';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, settled, test } from './fixtures.ts';
import { PLAYER_HOSTS, stubVideoPlayers } from './video-stub.ts';

/**
 * Videos are click-to-load facades (issue 13): the film's own cover with a play button, a plain link to the
 * video under it, and no request to the video host until the visitor presses play; YouTube, Vimeo and
 * Bilibili addresses each give their player's frame.
 */

type Film = { slug: string; title: string; video_link: string };

async function filmWithVideo(request: APIRequestContext, lang = 'en'): Promise<Film> {
  const list = (await (await request.get(`/api/explore/films?lang=${lang}`)).json()) as { slug: string }[];
  for (const { slug } of list) {
    const film = (await (await request.get(`/api/explore/films/${slug}`)).json()) as Film;
    if (film.video_link) return film;
  }
  throw new Error('The demo films have no trailer.');
}

/** Serves the film with `address` as its trailer, as if staff had entered it. */
async function withTrailer(page: Page, film: Film, address: string) {
  await withoutFirstPageData(page);
  await page.route(`**/api/explore/films/${film.slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Film;
    await route.fulfill({ response, json: { ...body, video_link: address } });
  });
}

const CASES = [
  ['YouTube', 'https://www.youtube.com/watch?v=demoTrail01', 'https://www.youtube-nocookie.com/embed/demoTrail01'],
  ['Vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  [
    'Bilibili',
    'https://www.bilibili.com/video/BV1GJ411x7h7',
    'https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0',
  ],
] as const;

for (const [name, address, frame] of CASES) {
  test(`a ${name} trailer: poster and link first, its player's frame only after the click`, async ({
    page,
    request,
  }) => {
    const film = await filmWithVideo(request);
    await stubVideoPlayers(page);
    await withTrailer(page, film, address);
    const playerRequests: string[] = [];
    page.on('request', (r) => {
      if (PLAYER_HOSTS.test(r.url()) || /youtube|vimeo|bilibili|ytimg/.test(new URL(r.url()).hostname)) {
        playerRequests.push(r.url());
      }
    });
    await page.goto(`/explore/films/${film.slug}`);
    const main = page.getByRole('main');
    const play = main.getByRole('button', { name: `Play Trailer: ${film.title}` });
    await play.scrollIntoViewIfNeeded();
    await expect(play.locator('img')).toBeVisible();
    await expect(main.getByRole('link', { name: /Watch the trailer/ })).toHaveAttribute('href', address);
    await settled(page);
    expect(playerRequests).toEqual([]);
    await expect(main.locator('iframe')).toHaveCount(0);

    await play.click();
    const iframe = main.locator('iframe');
    await expect(iframe).toHaveAttribute('src', frame);
    await expect(iframe).toHaveAttribute('title', `Trailer: ${film.title}`);
    await expect(iframe.contentFrame().getByText('Video player')).toBeVisible();
    // A YouTube player also has its host's answer checked by one thumbnail (client/lib/video-embed.ts).
    expect(playerRequests.filter((url) => !url.startsWith('https://i.ytimg.com/'))).toEqual([frame]);
    await expect(main.getByText('The player has not loaded')).toHaveCount(0);
  });
}

type ChinaFilm = Film & { china_video_link: string };

/** A demo film with a trailer on YouTube and the same one on Bilibili, for visitors in China. */
async function filmWithBothTrailers(request: APIRequestContext, lang = 'en'): Promise<ChinaFilm> {
  const film = (await filmWithVideo(request, lang)) as ChinaFilm;
  expect(film.video_link).toMatch(/^https:\/\/www\.youtube\.com\//);
  expect(film.china_video_link).toMatch(/^https:\/\/www\.bilibili\.com\/video\/BV/);
  return film;
}

const bilibiliFrame = (address: string) =>
  `https://player.bilibili.com/player.html?bvid=${address.split('/video/')[1]}&autoplay=0`;

test('with YouTube blocked, the facade says the player has not loaded and offers the Bilibili one', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // Chromium logs the refused requests to YouTube's hosts: that is the situation under test.
  allowConsoleErrors(/ERR_CONNECTION_REFUSED/);
  const film = await filmWithBothTrailers(request);
  await stubVideoPlayers(page);
  // As in mainland China: YouTube's hosts refuse, the Bilibili player answers (its stub).
  await blockAsInBeijing(page);
  await page.goto(`/explore/films/${film.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Play Trailer: ${film.title}` }).click();
  await expect(main.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

  const notice = main.getByRole('status').filter({ hasText: 'The player has not loaded' });
  await expect(notice).toHaveText(/The player has not loaded: it may be blocked where you are\./);
  await expect(notice.getByRole('link', { name: /Open the video on its own site/ })).toHaveAttribute(
    'href',
    film.video_link,
  );
  await notice.getByRole('button', { name: 'Try the other player' }).click();
  const iframe = main.locator('iframe');
  await expect(iframe).toHaveAttribute('src', bilibiliFrame(film.china_video_link));
  await expect(iframe.contentFrame().getByText('Video player')).toBeVisible();
});

test('a Chinese page plays the Bilibili address first, and no player loads before the click', async ({
  page,
  request,
}) => {
  const film = await filmWithBothTrailers(request, 'zh');
  await stubVideoPlayers(page);
  const foreign: string[] = [];
  // The test's server is plain http on loopback: every https request goes to another host.
  page.on('request', (r) => {
    if (r.url().startsWith('https:')) foreign.push(r.url());
  });
  await page.goto(`/zh/explore/films/${film.slug}`);
  const main = page.getByRole('main');
  const play = main.getByRole('button', { name: /^播放：/ });
  await expect(play).toBeVisible();
  await expect(main.getByRole('link', { name: /观看预告片/ })).toHaveAttribute('href', film.china_video_link);
  await settled(page);
  expect(foreign).toEqual([]);
  await play.click();
  const iframe = main.locator('iframe');
  await expect(iframe).toHaveAttribute('src', bilibiliFrame(film.china_video_link));
  await expect(iframe.contentFrame().getByText('Video player')).toBeVisible();
});
