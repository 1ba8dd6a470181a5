import { eq } from 'drizzle-orm';
import { INTL_LOCALE, type Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { type BackupKind, users } from '../db/schema/index.ts';
import { messageIn } from '../i18n/messages.ts';
import { escapeHtml, type MailContent } from './mail-templates.ts';
import { enqueueMail } from './outbox.ts';

// A backup, off-site copy or drill that fails e-mails every owner once, at the first failure since the last good
// run (issue 30): a storage outage retried for hours is one mail, and the dashboard shows the rest.

export type FailureNotice = { kind: BackupKind; reason: string; at: Date; siteUrl: string };

export function backupFailureMail(lang: Lang, notice: FailureNotice): MailContent {
  const say = (id: Parameters<typeof messageIn>[1], values?: Record<string, string>) => messageIn(lang, id, values);
  const time = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(notice.at);
  const what = say(`mail.backupFailed.${notice.kind}`);
  const intro = say('mail.backupFailed.intro', { what, time });
  const reason = say('mail.backupFailed.reason', { reason: notice.reason });
  const once = say('mail.backupFailed.once');
  const look = say('mail.backupFailed.look', { url: `${notice.siteUrl}/admin` });
  const tag = lang === 'zh' ? 'zh-CN' : 'en';
  return {
    subject: say('mail.backupFailed.subject', { what, site: say('shell.siteName') }),
    text: [say('mail.hello'), '', intro, reason, '', once, look].join('\n'),
    html:
      `<!doctype html><html lang="${tag}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">` +
      `<p>${escapeHtml(say('mail.hello'))}</p><p>${escapeHtml(intro)}<br>${escapeHtml(reason)}</p>` +
      `<p>${escapeHtml(once)}<br>${escapeHtml(look)}</p></body></html>`,
  };
}

/** Inside the transaction that records the failure, so the notice and the state never disagree. */
export function queueFailureNotice(tx: Orm, notice: FailureNotice): number {
  const owners = tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, 'owner'))
    .all();
  for (const owner of owners) {
    const key = `backup-failed-${notice.kind}-${notice.at.getTime()}-${owner.email}`;
    enqueueMail(tx, { ...backupFailureMail(owner.language, notice), to: owner.email, idempotencyKey: key }, notice.at);
  }
  return owners.length;
}
