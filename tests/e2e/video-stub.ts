import type { Page } from '@playwright/test';

/**
 * The video players film and blog pages frame after a click (YouTube's privacy-enhanced host, Vimeo,
 * Bilibili) are answered by a
 * small local page: tests never reach the internet, and the frame still loads, so its address can be checked.
 */
export const PLAYER_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|player\.bilibili\.com)\//;

/** A 1 x 1 GIF: YouTube's thumbnail host, which the page asks once play is pressed to learn it answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

export async function stubVideoPlayers(page: Page) {
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.fulfill({ contentType: 'image/gif', body: PIXEL }));
  await page.route(PLAYER_HOSTS, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video player</title><body><p>Video player</p></body></html>',
    }),
  );
}
