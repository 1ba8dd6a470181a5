import type { APIRequestContext, Page } from '@playwright/test';
import { openInboxEntry } from './admin-helpers.ts';
import { expect, settled, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The artwork page (issue 15): the viewer opens, zooms and closes by keyboard, each state reads as it should,
 * a unique work stops at one, and the one-step enquiry reaches the admin inbox. The details (refusals, JSON-LD,
 * prices that must not leak) are API tests: tests/api/work-enquiry.test.ts and artwork-data.test.ts; axe scans
 * the page at both widths in accessibility.e2e.ts.
 */

type Work = {
  slug: string;
  title: string;
  availability: string;
  price_on_request: boolean;
  edition: string;
  images: unknown[];
  size_price_info: { size: string; price: number | null; availability: string }[];
};

async function works(request: APIRequestContext) {
  return (await (await request.get('/api/shop')).json()) as Work[];
}

function pick(all: Work[], test: (work: Work) => boolean, what: string): Work {
  const found = all.find(test);
  if (!found) throw new Error(`The demo shop needs ${what}.`);
  return found;
}

const open = (w: Work) =>
  w.availability === 'available' && w.size_price_info.some((s) => s.availability === 'available');

const visibleText = (page: Page) => page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText);

test('the viewer loads on demand, zooms with +, closes with Escape and gives focus back', async ({ page, request }) => {
  const all = await works(request);
  const work = all.find((w) => w.images.length > 0) ?? pick(all, () => true, 'a work');
  const viewerCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/artwork-viewer[^/]*\.js$/.test(r.url())) viewerCode.push(r.url());
  });
  await page.goto(`/shop/${work.slug}`);
  const opener = page.getByRole('button', { name: `View "${work.title}" larger` });
  await expect(opener).toBeVisible();
  await settled(page);
  expect(viewerCode).toEqual([]);

  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Artwork viewer' });
  await expect(viewer).toBeVisible();
  expect(viewerCode).toHaveLength(1);
  const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();
  await page.keyboard.press('+');
  await expect(zoomOut).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('sold, price on request and unique works, and the one-step enquiry into the inbox', async ({ page, request }) => {
  const all = await works(request);
  const main = page.getByRole('main');

  // Sold: the mark and an enquiry about similar works instead of the cart.
  const sold = pick(all, (w) => w.availability === 'sold', 'a sold work');
  await page.goto(`/shop/${sold.slug}`);
  await expect(main.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Enquire about similar works' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  // Price on request: those words, no number, and the cart still takes it.
  const onRequest = pick(all, (w) => w.price_on_request && open(w), 'a work with its price on request');
  await page.goto(`/shop/${onRequest.slug}`);
  await expect(main.getByText('Price on request', { exact: true })).toBeVisible();
  await main.getByLabel('Size').selectOption({ index: 1 });
  expect(await visibleText(page)).not.toMatch(/€\s?\d/);
  await expect(main.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  // Unique: once in the cart, the button stops.
  const unique = pick(all, (w) => w.edition === 'unique' && open(w) && !w.price_on_request, 'an available unique work');
  await page.goto(`/shop/${unique.slug}`);
  const add = main.getByRole('button', { name: 'Add to cart' });
  await main.getByLabel('Size').selectOption({ index: 1 });
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(main.getByRole('status')).toContainText('unique');

  // The one-step enquiry about the same work.
  await main.getByRole('button', { name: 'Enquire about this work' }).click();
  const form = page.getByRole('dialog', { name: 'Enquire about this work' });
  await expect(form.getByLabel('Message')).toHaveValue(`I would like to know more about "${unique.title}".`);
  const name = `Collector ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('collector@example.com');
  await form.getByLabel('Phone or WeChat ID (optional)').fill('wechat: collector_e2e');
  await expect(form.getByTestId('turnstile-stub')).toHaveText('Success!');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toContainText(`Your enquiry about "${unique.title}" has been sent`);
  await expect(form.getByRole('status')).toContainText(/Your reference: ENQ-\d{4}-\d{4}\./);

  await signIn(page);
  const entry = await openInboxEntry(page, name);
  await expect(entry).toContainText(unique.title);
  await expect(entry).toContainText("Sent from the work's page");
});
