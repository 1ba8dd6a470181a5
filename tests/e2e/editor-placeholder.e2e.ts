import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The rich-text editor loads in its own chunk after the form shows. Its place is kept at its size meanwhile,
 * so nothing under it (the Save button above all) moves when it arrives, at a phone's width and a desktop's.
 */
for (const width of [390, 1280]) {
  test(`the form does not move when its editors arrive, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/rich-text-editor-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/collections/new');
    await expect(page.getByText('Loading the editor…')).toHaveCount(2);
    const save = page.getByRole('button', { name: 'Save' });
    const before = await save.boundingBox();

    release();
    await expect(page.getByText('Loading the editor…')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Long description', exact: true })).toBeVisible();
    expect(await save.boundingBox()).toEqual(before);
  });
}
