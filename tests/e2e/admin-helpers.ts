import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';

/** What the admin's end-to-end tests share beside signing in (tests/e2e/session.ts). */

/** A name no other test, nor an earlier run against the same server, uses. */
export const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/** An admin call from the signed-in page's context, for setting up what a test then edits in the browser. */
export function adminCall(page: Page, method: 'POST' | 'DELETE', url: string, data?: unknown) {
  return page.request.fetch(url, { method, headers: { Origin: new URL(baseURL).origin }, data });
}
