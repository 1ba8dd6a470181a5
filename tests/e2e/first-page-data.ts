import type { Page } from '@playwright/test';

/**
 * Pages come with their first screen's data (server/services/first-page.ts) and the first screen rendered from
 * it (server/services/first-screen.ts), so a test that changes or fails an API answer with `page.route` would
 * not see it on a page it opens directly. This takes both out of every page the test opens, and the page asks
 * the API as when a visitor comes from another page.
 */
const LOCAL = new Set(['127.0.0.1', 'localhost']);

export async function withoutFirstPageData(page: Page): Promise<void> {
  await page.route(
    // The site's own pages only: a frame's page from another host (a video player) is left alone.
    (url) => LOCAL.has(url.hostname) && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body = html
        .replace(/<script type="application\/json" id="first-page-data">[\s\S]*?<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      return route.fulfill({ response, body });
    },
  );
}
