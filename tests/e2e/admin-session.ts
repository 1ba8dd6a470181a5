import type { Page } from '@playwright/test';
import { baseURL, E2E_ADMIN } from '../../playwright.config.ts';
import { expect } from './fixtures.ts';

/**
 * Signs a browser in as staff the way the login screen does: POST /api/user/login from the page's own
 * context, so the HttpOnly session cookie lands in the browser, with a token the fake siteverify accepts once.
 */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  const res = await page.request.post('/api/user/login', {
    headers: { Origin: new URL(baseURL).origin },
    data: { ...account, captchaToken: `pass-${crypto.randomUUID()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A name no other test, nor an earlier run against the same server, uses. */
export const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/** An admin call from the signed-in page's context, for setting up what a test then edits in the browser. */
export function adminCall(page: Page, method: 'POST' | 'DELETE', url: string, data?: unknown) {
  return page.request.fetch(url, { method, headers: { Origin: new URL(baseURL).origin }, data });
}
