import { FAKE_RESEND_URL } from '../../playwright.config.ts';
import { HELD_MAIL_TEXTS } from '../../shared/held-mail.ts';
import { unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { currentWorld, expect, test } from './fixtures.ts';
import { holdMails } from './held-mail-rows.ts';
import { signIn } from './session.ts';

/**
 * The mails a restore held, on the dashboard (issue 30): the section shows only while some are held, reads well
 * and passes axe at both widths, sends one (the fake Resend receives it) and discards another from the
 * keyboard. The API's rules (409 on a second click, roles, the audit log) are in tests/api/held-mail.test.ts.
 */

test('staff send one held e-mail and discard another from the dashboard', async ({ page, putBack }) => {
  const tag = unique('Held');
  const keep = { to: 'anna@example.com', subject: `${tag}: your enquiry`, text: 'Dear Anna, thank you.' };
  const drop = { to: 'lee@example.com', subject: `${tag}: opening hours`, text: 'Yes, from ten.' };
  // Whatever the test leaves held goes, so the worker's later tests see the dashboard as it was.
  putBack(async () => {
    const { admin, url } = currentWorld();
    const left = await admin.post('/api/admin/held-mail/discard-all', { headers: { Origin: url } });
    if (![200, 409].includes(left.status())) throw new Error(`Held mail left behind: ${await left.text()}`);
  });
  holdMails([keep, drop]);
  await signIn(page);
  const section = page.getByRole('region', { name: 'Held e-mails' });
  const mails = section.getByRole('list', { name: 'Held e-mails, oldest first' }).getByRole('listitem');
  // The list has loaded before anything is clicked or scanned.
  await expect(mails).toHaveCount(2);
  await expect(mails.first()).toContainText(keep.subject);
  await expect(section.getByText('2 e-mails are waiting for your decision.')).toBeVisible();
  await expect(section.getByText(/The database was restored from a backup\./)).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(mails.last()).toContainText(drop.to);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  await section.getByRole('button', { name: `Send “${keep.subject}” to ${keep.to}` }).click();
  await expect(section.getByRole('status')).toHaveText(HELD_MAIL_TEXTS.sent(keep.subject, keep.to));
  await expect(mails).toHaveCount(1);
  await expect(section.getByText('1 e-mail is waiting for your decision.')).toBeVisible();
  // The outbox sends it at once, through the fake Resend.
  await expect
    .poll(async () => {
      const deliveries = (await (await page.request.get(`${FAKE_RESEND_URL}/deliveries`)).json()) as {
        subject: string;
        to: string[];
      }[];
      return deliveries.filter((d) => d.subject === keep.subject).map((d) => d.to);
    })
    .toEqual([[keep.to]]);

  // From the keyboard; focus then waits on the section's heading, the row and its button gone.
  await section.getByRole('button', { name: `Discard “${drop.subject}” to ${drop.to}` }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(HELD_MAIL_TEXTS.discarded(drop.subject, drop.to));
  await expect(section.getByText('No e-mail is held any more.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Held e-mails' })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Nothing held: after a fresh load the dashboard has no such section.
  const listed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/held-mail');
  await page.reload();
  expect(await (await listed).json()).toMatchObject({ total: 0, mails: [] });
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Held e-mails' })).toHaveCount(0);
});
