import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The admin's code loads only on admin routes (DESIGN 'Client'): no public page fetches Tiptap, ProseMirror
 * or the admin's own calls, while an admin form with rich text does (so the markers are the right ones).
 */

const ADMIN_MARKERS = [/ProseMirror/, /tiptap/i, /\/api\/admin\//];

async function scriptsOf(page: Page, visit: () => Promise<void>) {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      pending.push(response.text().then((text) => void bodies.push(text)));
    }
  });
  await visit();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return bodies;
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
