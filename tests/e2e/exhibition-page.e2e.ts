import { readFileSync } from 'node:fs';
import { parseIcs, property, unescapeText } from '../api/ics-parse.ts';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, settled, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { installTurnstileStub } from './turnstile-stub.ts';

/**
 * Issue 15, as a visitor meets it: an exhibition page says when and where, lists its artists and its works
 * (each linking to its page), and 'Add to calendar' downloads a file a calendar accepts; its artist's page
 * shows the works before the bio. Detailed rules are in tests/api/exhibitions.test.ts.
 */

type Summary = { _id: number; slug: string; title: string };

// One exhibition made for these tests through the admin API, then visited as a visitor would.
const title = unique('Rivers and Ranges');
let path = '';
let artist: Summary;
let works: Summary[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await installTurnstileStub(page);
  await signIn(page);
  const list = async (type: string) => (await (await page.request.get(`/api/admin/${type}`)).json()) as Summary[];
  const [firstArtist] = await list('artists');
  works = (await list('shop')).slice(0, 3);
  const [existing] = await list('exhibitions');
  if (!firstArtist || !existing || works.length < 3) throw new Error('The demo content is too small.');
  artist = firstArtist;
  const form = (await (await page.request.get(`/api/admin/exhibitions/update/${existing.slug}`)).json()) as {
    img: number;
    additional_imgs_with_descriptions: unknown[];
  };
  const created = await adminCall(page, 'POST', '/api/admin/exhibitions/new', {
    title,
    slug: title,
    subtitle: 'Landscapes old and new',
    introduction: '<p>Ink landscapes, shown in Hong Kong.</p>',
    body: '<p>The body.</p>',
    img: form.img,
    additional_imgs_with_descriptions: form.additional_imgs_with_descriptions,
    starts_on: '2026-03-12',
    ends_on: '2026-04-30',
    venue: 'Hong Kong Arts Centre, Wan Chai',
    artists: [artist._id],
    works: works.map((w) => w._id),
  });
  expect(created.status()).toBe(201);
  path = ((await created.json()) as { redirect: string }).redirect;
  await page.close();
});

test('an exhibition page with dates, venue, artists, checklist and calendar file; the artist’s works first', async ({
  page,
}) => {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main.getByText('12 March – 30 April 2026')).toBeVisible();
  await expect(main.getByText('Hong Kong Arts Centre, Wan Chai')).toBeVisible();
  const checklist = main.getByRole('list', { name: `Works in ${title}` });
  // Each work's title (its year follows it in the heading) links to the work's page.
  const links = checklist.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveText(works.map((w) => w.title));
  await expect(links.first()).toHaveAttribute('href', `/shop/${works[0]?.slug}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: /Add to calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const [event] = parseIcs(readFileSync(await download.path(), 'utf8')).components;
  if (!event) throw new Error('The calendar file has no event.');
  expect(unescapeText(property(event, 'SUMMARY').value)).toBe(title);
  expect(property(event, 'DTSTART').value).toBe('20260312');
  expect(property(event, 'DTEND').value).toBe('20260501');

  await main
    .getByRole('list', { name: `Artists in ${title}` })
    .getByRole('link', { name: artist.title })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(artist.title);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Works');
  await expect(headings.nth(1)).toHaveText('Biography');
  const artistWorks = page.getByRole('list', { name: `Works by ${artist.title}` }).getByRole('listitem');
  await expect(artistWorks.first()).toBeVisible();
  await expect(artistWorks.first().getByText(/^From \S|^Price on request$|^Sold$|^Not for sale$/)).toBeVisible();
});

// One width a test, as in accessibility.e2e.ts (the artist page is scanned there).
for (const width of WIDTHS) {
  test(`the exhibition page has no serious or critical violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
