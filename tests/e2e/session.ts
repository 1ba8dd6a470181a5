import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { currentWorld, expect } from './fixtures.ts';

/**
 * Signs the page in as the e2e admin with the session its worker opened once (tests/e2e/fixtures.ts), and
 * opens the dashboard. The login form itself is tested in auth.e2e.ts; a test that signs out, or ends
 * sessions, signs in through the form instead, so the worker's session lives on.
 */
export async function signIn(page: Page) {
  await page.context().addCookies(currentWorld().adminCookies);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs in through the login screen, as staff do, and waits for the dashboard's URL. */
export async function signInThroughForm(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Leaves whatever session the page has and signs in as another account, through the form. */
export async function switchAccount(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await signInThroughForm(page, account);
}
