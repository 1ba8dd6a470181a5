import { expect, test } from './fixtures.ts';

/**
 * Every public page of the shop side loads its content with no error in the console, and sets its own
 * document title and meta description (SPEC 2 'Every page'). Explore and the blog have their own files.
 */

const PAGES: { path: string; heading: string | RegExp }[] = [
  // Staff edit this heading (site texts); an edit made by another test at the same time keeps its start.
  { path: '/', heading: /^Art from North Korea, shown in Beijing/ },
  { path: '/shop', heading: 'Shop' },
  { path: '/shop/red-sun-over-the-eastern-peaks', heading: 'Red Sun over the Eastern Peaks' },
  { path: '/propaganda-posters', heading: 'Propaganda Posters' },
  { path: '/artists', heading: 'Artists' },
  { path: '/artists/kim-yong-suk', heading: 'Kim Yong Suk' },
  { path: '/mediums', heading: 'Mediums' },
  { path: '/about', heading: 'About Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Sale and Use' },
  { path: '/checkout', heading: 'Your Cart' },
];

test('every page loads with its heading, its own title and description, and no console error', async ({ page }) => {
  const titles = new Set<string>();
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const title = await page.title();
    expect(title, path).toMatch(/Taedong Gallery/);
    titles.add(title);
    const descriptions = page.locator('meta[name="description"]');
    await expect(descriptions, path).toHaveCount(1);
    await expect(descriptions, path).toHaveAttribute('content', /\w{3,}.{30,}/);
    for (const img of await page.getByRole('main').locator('img').all()) {
      // Every image is described, or is decorative (alt="") inside a link or button whose own words name it.
      const named = await img.evaluate((el) => {
        if (el.getAttribute('alt')?.trim()) return true;
        const control = el.closest('a, button');
        return (
          el.getAttribute('alt') === '' && Boolean(control?.textContent?.trim() || control?.getAttribute('aria-label'))
        );
      });
      expect(named, `${path} image ${await img.getAttribute('src')}`).toBe(true);
      await expect(img, `${path} image`).toHaveAttribute('width', /^\d+$/);
      await expect(img, `${path} image`).toHaveAttribute('height', /^\d+$/);
    }
  }
  expect(titles.size).toBe(PAGES.length);
});

test('on a phone no page is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      // Carousel tracks hold their other slides off-screen on purpose; their viewport clips them.
      const wide = [...document.querySelectorAll('body *')].filter(
        (el) => !el.closest('[aria-roledescription="carousel"]') && el.getBoundingClientRect().right > limit + 0.5,
      );
      return wide.map((el) => `${el.tagName.toLowerCase()}.${el.className}`).slice(0, 5);
    });
    expect(overflow, path).toEqual([]);
  }
});

test('the first large image of a page loads at once; images further down wait', async ({ page }) => {
  await page.goto('/shop/red-sun-over-the-eastern-peaks');
  const artwork = page.getByRole('main').getByRole('img').first();
  await expect(artwork).toHaveAttribute('loading', 'eager');
  await expect(artwork).toHaveAttribute('fetchpriority', 'high');
  await expect(artwork).toHaveAttribute('srcset', / \d+w/);
  await page.goto('/shop');
  const images = page.getByRole('list', { name: 'Artworks' }).getByRole('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
});

test('propaganda posters: the text says the collection is not for sale, with a carousel and a way to the shop', async ({
  page,
}) => {
  await page.goto('/propaganda-posters');
  await expect(page.getByRole('main')).toContainText('The collection is not for sale');
  const carousel = page.getByRole('region', { name: 'Poster designs' });
  await expect(carousel.getByRole('link')).toHaveAttribute('target', '_blank');
  const shop = page.getByRole('link', { name: 'Shop Propaganda Posters' });
  await expect(shop).toHaveAttribute('href', '/shop?q=Propaganda-Poster');
  await shop.click();
  await expect(page.getByLabel('Filter').locator('option:checked')).toHaveText(/^Propaganda Poster \(\d+\)$/);
});

test('/about#contact opens at the contact section; /about opens at the top', async ({ page }) => {
  await page.goto('/about#contact');
  const contact = page.getByRole('heading', { name: 'Get in Touch' });
  await expect(contact).toBeInViewport();
  const section = page.locator('#contact');
  await expect(section).toContainText('1-2 working days');
  await expect(section).toContainText('Spam/Junk');
  await expect(section.getByRole('link', { name: 'YouTube' })).toBeVisible();
  const details = page.getByRole('complementary', { name: 'Studio Details' });
  await expect(details).toContainText('Mon-Fri 10am-6pm or by appointment');
  await expect(details.getByRole('img')).toHaveAttribute('alt', /map/i);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toContainText('open Mon-Fri 10am-5pm');
  for (const [name, href] of [
    ['Visit the shop', '/shop'],
    ['See our exhibitions', '/explore/exhibitions'],
    ['Watch our films', '/explore/films'],
    ['Read our publications', '/explore/publications'],
  ]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href as string);
  }
  // The Contact button takes the visitor down to the form.
  await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(contact).toBeInViewport();
  await expect(page).toHaveURL('/about#contact');
});

test('the footer has the address, the social links, the newsletter box, the legal pages and 2023', async ({ page }) => {
  await page.goto('/terms');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Beijing');
  await expect(footer).toContainText('© 2023');
  for (const name of ['Facebook', 'Instagram', 'Twitter', 'YouTube']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByRole('link', { name: /^\+86/ })).toHaveAttribute('href', /^tel:/);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('main')).toContainText('e-mail address');

  const email = footer.getByRole('textbox', { name: /newsletter/i });
  await email.fill(`reader-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
  await expect(email).toHaveValue('');
});
