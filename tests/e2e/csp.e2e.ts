import { expect, test } from './fixtures.ts';

/**
 * The page's CSP forbids eval ('unsafe-eval' is not granted), and nothing on the page may try it: the form's
 * validation checks its fields without compiling code, so the browser reports no violation.
 */
test("a form's validation runs without a CSP violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/about#contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await form.getByLabel(/email/i).fill('not an address');
  await form.getByRole('button', { name: 'Send' }).click();
  // The browser's own check of the fields has run once the error list shows.
  await expect(form.getByRole('alert').or(page.getByRole('alert')).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
