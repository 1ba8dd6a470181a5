import type { Page, Request } from '@playwright/test';
import { expect, settled, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The admin's code loads only on admin routes (DESIGN 'Client'): no public page fetches Tiptap, ProseMirror
 * or the admin's own calls, while an admin form with rich text does (so the markers are the right ones).
 */

const ADMIN_MARKERS = [/ProseMirror/, /tiptap/i, /\/api\/admin\//];
/** @simplewebauthn/browser, which only the Two-step screen and the second step of sign-in load (issue 29). */
const PASSKEY_MARKER = /ERROR_INVALID_RP_ID/;

/**
 * The bodies of every script the page loads while `visit` runs. The addresses are collected as the browser asks
 * for them and read afterwards: a body the browser already discarded on the next navigation cannot be read back.
 */
async function scriptsOf(page: Page, visit: () => Promise<void>) {
  const urls = new Set<string>();
  const collect = (request: Request) => {
    // The site's own code; the captcha's script is a stub routed inside the page.
    if (request.resourceType() === 'script' && new URL(request.url()).origin === new URL(page.url()).origin) {
      urls.add(request.url());
    }
  };
  page.on('request', collect);
  await visit();
  await settled(page);
  page.off('request', collect);
  return Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
}

test('public pages fetch no editor code; an admin form does', async ({ page }) => {
  const publicScripts = await scriptsOf(page, async () => {
    for (const path of ['/', '/shop', '/artists', '/explore', '/blog', '/about', '/checkout']) {
      await page.goto(path);
      await settled(page);
    }
  });
  expect(publicScripts.length).toBeGreaterThan(0);
  for (const marker of [...ADMIN_MARKERS, PASSKEY_MARKER]) {
    expect(publicScripts.filter((body) => marker.test(body))).toEqual([]);
  }

  await signIn(page);
  const adminScripts = await scriptsOf(page, async () => {
    await page.goto('/admin/artist/new');
    await expect(page.getByRole('textbox', { name: 'Bio', exact: true })).toBeVisible();
  });
  for (const marker of ADMIN_MARKERS) {
    expect(adminScripts.some((body) => marker.test(body))).toBe(true);
  }
});

test('the home page loads no validation library; a page with a form does', async ({ page }) => {
  // Decision 015: zod weighs some 25 KiB gzipped, and only the forms' pages need it.
  const home = await scriptsOf(page, async () => {
    await page.goto('/');
  });
  expect(
    home.some((body) => body.includes('ZodError')),
    'a script of the home page carries zod',
  ).toBe(false);
  const checkout = await scriptsOf(page, async () => {
    await page.goto('/checkout');
  });
  expect(checkout.some((body) => body.includes('ZodError'))).toBe(true);
});
