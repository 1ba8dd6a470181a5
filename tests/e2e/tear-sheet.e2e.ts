import { expect, settled, test } from './fixtures.ts';

/**
 * The tear sheet from the artwork page (issue 31), in the page's language: the link is there, and what it leads
 * to is a PDF. What the PDF says (and hides) is read with poppler in tests/api/pdf-tear-sheet.test.ts.
 */

test('the artwork page links its tear sheet in English and in Chinese, and the link answers a PDF', async ({
  page,
}) => {
  for (const [path, name, query] of [
    ['/shop/autumn-chrysanthemums', 'Tear sheet (PDF)', ''],
    ['/zh/shop/autumn-chrysanthemums', '作品资料（PDF）', '?lang=zh'],
  ] as const) {
    await page.goto(path);
    await settled(page);
    const link = page.getByRole('link', { name });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/shop/autumn-chrysanthemums/tear-sheet.pdf${query}`);
    const answer = await page.request.get(href ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
