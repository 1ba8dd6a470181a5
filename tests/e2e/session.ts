import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { expect } from './fixtures.ts';

/** Signs in through the login screen, as staff do, and waits for the dashboard's URL. */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
