import { E2E_ADMIN } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/** SPEC 2 'Navigation and common behaviour': the menus, the cart and admin icons, and what every page does. */

test.describe('below 800px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-out menu opens, locks the page, expands sub-items, and closes on navigation', async ({ page }) => {
    await page.goto('/shop');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    // SPEC 9: it slides in over 0.5 s.
    expect(await menu.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s');
    await expect.poll(() => menu.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);

    // The page behind does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 1500);
    // Two frames: a wheel that could scroll has scrolled by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const shopPages = menu.getByRole('button', { name: 'Shop pages' });
    await expect(menu.getByRole('link', { name: 'Browse by Medium' })).toBeHidden();
    await shopPages.click();
    await expect(shopPages).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Browse by Medium' }).click();

    await expect(page).toHaveURL('/mediums');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the menu works from the keyboard and closes on Escape, giving focus back', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Focus is inside the menu and stays there.
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    // Every entry of SPEC 2 is there, the sub-links behind their expand buttons. A tap lands where the
    // visitor sees the menu once it has slid in; during the slide the buttons are still moving.
    await opener.click();
    await expect.poll(() => menu.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    for (const section of ['Shop', 'Explore', 'About'])
      await menu.getByRole('button', { name: `${section} pages` }).click();
    const links = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText([
      'Home',
      'Shop',
      'Shop All',
      'Propaganda Posters',
      'Browse by Artist',
      'Browse by Medium',
      'Explore',
      'Collections',
      'Exhibitions',
      'Films',
      'Publications',
      'Blog',
      'About',
      'About Us',
      'Contact',
    ]);
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/about#contact');
  });
});

test('the top bar opens its sub-menus by keyboard and closes them on Escape', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const toggle = nav.getByRole('button', { name: 'Shop pages' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const propaganda = nav.getByRole('link', { name: 'Propaganda Posters' });
  await expect(propaganda).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await propaganda.click();
  await expect(page).toHaveURL('/propaganda-posters');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the cart icon links to /checkout, shows the total quantity and animates when it changes', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { slug: 'forward-to-the-sea', sizeOption: '50 x 70 cm', price: 450, quantity: 2 },
          { slug: 'plant-trees-on-every-hill', sizeOption: '50 x 70 cm', price: 420, quantity: 1 },
        ]),
      );
    }
  });
  await page.clock.install();
  await page.goto('/shop/plant-trees-on-every-hill');
  const cart = page.getByRole('link', { name: 'Cart, 3 items' });
  await expect(cart).toHaveAttribute('href', '/checkout');
  await expect(cart).toContainText('3');
  expect(await cart.evaluate((el) => el.getAnimations().length)).toBe(0);

  await page.getByLabel('Size').selectOption({ index: 1 });
  // Every start of the icon's animation is counted as it happens, so a short animation on a busy machine is
  // not missed between two looks.
  await page.evaluate(() => {
    const counted = window as unknown as { bumps: number };
    counted.bumps = 0;
    document.addEventListener('animationstart', (event) => {
      if ((event.target as Element).closest('a[href="/checkout"]')) counted.bumps += 1;
    });
  });
  const bumps = () => page.evaluate(() => (window as unknown as { bumps: number }).bumps);
  // The page's timers stand still from here, so the 100 ms are counted exactly, however busy the machine.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const changed = page.getByRole('link', { name: 'Cart, 4 items' });
  await expect(changed).toContainText('4');
  // SPEC 9: the icon moves once the total has changed (after 100 ms), then settles.
  await page.clock.runFor(90);
  expect(await bumps()).toBe(0);
  await page.clock.runFor(20);
  await expect.poll(bumps).toBe(1);
  await page.clock.runFor(1000);
  await expect.poll(() => changed.evaluate((el) => el.getAnimations().length)).toBe(0);
  expect(await bumps()).toBe(1);
});

test('the admin icon shows only to a signed-in user', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);

  // Signed in through the API from the page's own context, with a token the fake siteverify accepts once.
  const login = await page.request.post('/api/user/login', {
    headers: { Origin: baseURL ?? '' },
    data: { ...E2E_ADMIN, captchaToken: `pass-${crypto.randomUUID()}` },
  });
  expect(login.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/admin');
});

test('a new page starts at the top, and the spinner shows while its data loads', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('list', { name: 'Artworks' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The artists list, whole or in pages (`/pages?limit=`).
  await page.route(/\/api\/artists(\/pages)?(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  // The address changes first; the router scrolls once the new page has rendered.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop pages' }).click();
  await page.getByRole('link', { name: 'Browse by Artist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artists');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
