import type { Page } from '@playwright/test';
import { currentWorld, expect } from './fixtures.ts';

/** What the admin's end-to-end tests share beside signing in (tests/e2e/session.ts). */

/** A name no other test, nor an earlier run against the same server, uses. */
export const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/** An admin call from the signed-in page's context, for setting up what a test then edits in the browser. */
export function adminCall(page: Page, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  return page.request.fetch(url, { method, headers: { Origin: currentWorld().url }, data });
}

/**
 * Removes an admin account by its address, if it exists, with the worker's own session: a test that adds an
 * admin takes it away again, as the accounts are the whole site's.
 */
export async function removeAccount(email: string): Promise<void> {
  const { admin, url } = currentWorld();
  const { accounts } = (await (await admin.get('/api/admin/accounts')).json()) as {
    accounts: { _id: number; email: string }[];
  };
  const account = accounts.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
  if (!account) return;
  const removed = await admin.delete(`/api/admin/accounts/${account._id}`, { headers: { Origin: url } });
  if (!removed.ok()) throw new Error(`The account ${email} was not removed: ${await removed.text()}`);
}

/** The library's image ids, in the public list's order. */
export async function libraryImageIds(page: Page): Promise<number[]> {
  const images = (await (await page.request.get('/api/image')).json()) as { _id: number }[];
  return images.map((image) => image._id);
}

/**
 * A published artist only the calling test uses, named late in the alphabet so tests that take the first
 * artist of a list never meet it (a test saving a shared artist's whole form would write over this one's
 * changes). Answers its slug.
 */
export async function addOwnArtist(page: Page, name: string, fields: { additional_imgs?: number[] } = {}) {
  const full = unique(`Zuo ${name}`);
  const slug = full.toLowerCase().replaceAll(' ', '-');
  const [img] = await libraryImageIds(page);
  const created = await adminCall(page, 'POST', '/api/admin/artists/new', {
    name: full,
    slug,
    bio: '<p>A painter.</p>',
    img,
    additional_imgs: [],
    status: 'published',
    ...fields,
  });
  if (created.status() !== 201) throw new Error(`The artist was not created: ${await created.text()}`);
  return slug;
}

/** Deletes a medium, category or collection by its name, if it exists, with the worker's own session. */
export async function removeTerm(kind: 'medium' | 'category' | 'collection', name: string): Promise<void> {
  const { admin, url } = currentWorld();
  const terms = (await (await admin.get(`/api/admin/terms?kind=${kind}`)).json()) as { id: number; name: string }[];
  const term = terms.find((candidate) => candidate.name === name);
  if (!term) return;
  const removed = await admin.delete(`/api/admin/terms/delete/${term.id}`, { headers: { Origin: url } });
  if (!removed.ok()) throw new Error(`The ${kind} ${name} was not deleted: ${await removed.text()}`);
}

/**
 * Opens the inbox searched for `name`, then that entry's row into its detail view, and gives the entry: the
 * inbox lists entries, and an entry's works, mails and controls are on its own screen.
 */
export async function openInboxEntry(page: Page, name: string) {
  await page.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('table', { name: 'Enquiries and messages, newest first' }).getByRole('row').filter({
    hasText: name,
  });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  const entry = page.getByRole('article');
  await expect(entry.getByRole('heading', { level: 1 })).toContainText(name);
  return entry;
}
