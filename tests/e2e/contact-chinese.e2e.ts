import { E2E_MAIL_TO, FAKE_RESEND_URL } from '../../playwright.config.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * The contact form on the Chinese about page (issue 19): the message goes out with the page's language, the
 * visitor sees the confirmation in Chinese, and staff's copy names the language. The form is found by its
 * controls rather than its labels, so the test holds whatever language the labels are in.
 */

test('a message sent from /zh/about is confirmed in Chinese, and staff learn its language', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh/about#contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const form = page.locator('form').filter({ has: page.locator('textarea') });
  const subject = `开放时间 ${Date.now()}`;
  await form.locator('input[autocomplete="name"]').fill('王芳');
  await form.locator('input[autocomplete="email"]').fill('wang.fang@example.com');
  await form.locator('input:not([autocomplete]):not([type="hidden"])').fill(subject);
  await form.locator('textarea').fill('请问周六开门吗？谢谢。');
  await expect(form.getByTestId('turnstile-stub')).toHaveText('Success!');
  await form.locator('button[type="submit"]').click();

  await expect(form.getByRole('status')).toContainText('感谢您的留言，我们将在一至两个工作日内回复您。');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect
    .poll(async () => {
      const deliveries = (await (await request.get(`${FAKE_RESEND_URL}/deliveries`)).json()) as {
        to: string[];
        subject: string;
        text: string;
      }[];
      return deliveries
        .filter((d) => d.subject.includes(subject))
        .map((d) => [d.to, d.text.includes('Language: Chinese')]);
    })
    .toEqual([[[E2E_MAIL_TO], true]]);
});
