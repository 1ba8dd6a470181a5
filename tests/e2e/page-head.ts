import { expect, type Page } from '@playwright/test';

/**
 * The document head a route sets (SPEC 2 'Every page sets the document title and meta description'): the
 * title starts with the page's own name, then the gallery's; the description is the one given, or any
 * sentence of search-result length.
 */
export async function expectPageHead(page: Page, title: string, description?: string) {
  await expect.poll(() => page.title()).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  const meta = page.locator('meta[name="description"]');
  await expect(meta).toHaveCount(1);
  await expect(meta).toHaveAttribute('content', description ?? /^.{40,160}$/);
}
