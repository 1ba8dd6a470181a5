import type { Page } from '@playwright/test';

/**
 * What a visitor in mainland China cannot reach: Cloudflare's challenge host, YouTube and its image host,
 * Google, Vimeo, Facebook, Instagram and Twitter. `blockAsInBeijing` makes every request to them fail, after
 * the Turnstile stub of tests/e2e/fixtures.ts, so it wins over the stub.
 */
export const BLOCKED_HOSTS =
  /^(.+\.)?(cloudflare\.com|youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|google\.com|googleapis\.com|gstatic\.com|vimeo\.com|vimeocdn\.com|facebook\.com|facebook\.net|fbcdn\.net|instagram\.com|cdninstagram\.com|twitter\.com|twimg\.com|x\.com)$/;

export async function blockAsInBeijing(page: Page) {
  await page.route(
    (url) => BLOCKED_HOSTS.test(url.hostname),
    (route) => route.abort('connectionrefused'),
  );
}

/**
 * Every request the page makes to a host other than ours, as `host path`, from now on, with the path of the
 * document that made it: a request the last page's document sends as the next one is being opened is its own.
 */
export function foreignRequests(page: Page, ourOrigin: string) {
  const seen: { request: string; from: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === ourOrigin) return;
    let from = '';
    try {
      from = new URL(request.frame().url()).pathname;
    } catch {
      // A worker's request has no frame: it counts against the page being opened.
    }
    seen.push({ request: `${url.host}${url.pathname}`, from });
  });
  return seen;
}
