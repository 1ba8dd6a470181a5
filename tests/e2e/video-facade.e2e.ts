import type { APIRequestContext, Page } from '@playwright/test';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, settled, test } from './fixtures.ts';
import { PLAYER_HOSTS, stubVideoPlayers } from './video-stub.ts';

/**
 * Videos are click-to-load facades (issue 13): the film's own cover with a play button, a plain link to the
 * video under it, and no request to the video host until the visitor presses play; YouTube, Vimeo and
 * Bilibili addresses each give their player's frame.
 */

type Film = { slug: string; title: string; video_link: string };

async function filmWithVideo(request: APIRequestContext): Promise<Film> {
  const list = (await (await request.get('/api/explore/films')).json()) as { slug: string }[];
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
    expect(playerRequests).toEqual([frame]);
  });
}
