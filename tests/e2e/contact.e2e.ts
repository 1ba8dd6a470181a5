import type { Locator, Page } from '@playwright/test';
import { E2E_MAIL_TO, FAKE_RESEND_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { failFirstCaptcha } from './turnstile-stub.ts';

/**
 * The contact form on /about (SPEC 'About page and contact section'): Send waits for the captcha, shows a
 * busy state, and a success message that replaces the error list; the list shows only without one.
 */

async function openContact(page: Page): Promise<Locator> {
  await page.goto('/about#contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await expect(form).toBeVisible();
  return form;
}

async function fill(form: Locator, subject: string) {
  await form.getByLabel(/name/i).fill('Contact Visitor');
  await form.getByLabel(/email/i).fill('contact@example.com');
  await form.getByLabel(/subject/i).fill(subject);
  await form.getByLabel(/message/i).fill('Are you open on Saturdays?\nThank you.');
}

test('a message is sent once the captcha passed, with a busy state and the success message', async ({
  page,
  request,
}) => {
  const form = await openContact(page);
  const send = form.getByRole('button', { name: 'Send' });
  const subject = `Opening hours ${Date.now()}`;
  await fill(form, subject);
  await expect(form.getByTestId('turnstile-stub')).toHaveText('Success!');
  await expect(send).toBeEnabled();

  // Hold the request to see the busy state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/send/contact', async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  await expect(form.getByRole('button', { name: /Sending/ })).toBeDisabled();
  release();

  await expect(page.getByText('Thank you for your message. We will reply within 1-2 working days.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(async () => {
      const deliveries = (await (await request.get(`${FAKE_RESEND_URL}/deliveries`)).json()) as {
        to: string[];
        subject: string;
      }[];
      return deliveries.filter((d) => d.subject.includes(subject)).map((d) => d.to);
    })
    .toEqual([[E2E_MAIL_TO]]);
});

test('Send waits for the captcha', async ({ page }) => {
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* never loads */' }),
  );
  const form = await openContact(page);
  await fill(form, 'No captcha');
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('errors are listed, and a later success replaces them', async ({ page, allowConsoleErrors }) => {
  // Chromium logs every 4xx answer to fetch; the refused captcha below is one on purpose.
  allowConsoleErrors(/status of 400/);
  await failFirstCaptcha(page);
  const form = await openContact(page);
  await fill(form, 'Second try');
  await form.getByLabel(/email/i).fill('not-an-address');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter a valid e-mail address.');

  // The first token is refused by siteverify: the server's message is listed and the widget resets.
  await form.getByLabel(/email/i).fill('contact@example.com');
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toContainText('The captcha could not be verified. Please try again.');

  await expect(form.getByTestId('turnstile-stub')).toHaveText('Success!');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your message.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
});
