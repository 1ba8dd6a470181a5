import type { Page, Request } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The admin's code loads only on admin routes (DESIGN 'Client'): no public page fetches Tiptap, ProseMirror
 * or the admin's own calls, while an admin form with rich text does (so the markers are the right ones).
 */

const ADMIN_MARKERS = [/ProseMirror/, /tiptap/i, /\/api\/admin\//];

/**
 * The site's own JavaScript a visit downloads (the stubbed Turnstile script is not the site's): the scripts'
 * addresses as the page asks for them, then their text.
 */
async function scriptsOf(page: Page, visit: () => Promise<void>) {
  const urls = new Set<string>();
  const record = (request: Request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(baseURL)) urls.add(request.url());
  };
  page.on('request', record);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  // Fetched again rather than read from the responses, which are gone once the page navigates on.
  return Promise.all([...urls].map((url) => page.request.get(url).then((res) => res.text())));
}

test('public pages fetch no editor code; an admin form does', async ({ page }) => {
  const publicScripts = await scriptsOf(page, async () => {
    for (const path of ['/', '/shop', '/artists', '/explore', '/blog', '/about', '/checkout']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(publicScripts.length).toBeGreaterThan(0);
  for (const marker of ADMIN_MARKERS) {
    expect(publicScripts.filter((body) => marker.test(body))).toEqual([]);
  }

  await signIn(page);
  const adminScripts = await scriptsOf(page, async () => {
    await page.goto('/admin/artist/new');
    await expect(page.getByRole('textbox', { name: 'Bio' })).toBeVisible();
  });
  for (const marker of ADMIN_MARKERS) {
    expect(adminScripts.some((body) => marker.test(body))).toBe(true);
  }
});
