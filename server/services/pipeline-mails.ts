import { escapeHtml, type MailContent, oneLine } from './mail-templates.ts';

/** The mails of the pipeline: staff's reply to an enquiry or message, and the newsletter's confirmation. */

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${body}</body></html>`;

/** Staff's reply: the reference in the subject, so the visitor's answer finds its way back to the entry. */
export function replyMail(entry: { reference: string; kind: 'enquiry' | 'message' }, text: string): MailContent {
  const about = entry.kind === 'enquiry' ? 'Your enquiry' : 'Your message';
  return {
    subject: `${about} ${oneLine(entry.reference, 40)}`,
    text: `${text}\n\nReference: ${entry.reference}`,
    html: page(
      `<p style="white-space:pre-wrap;margin:0 0 1em">${escapeHtml(text)}</p>` +
        `<p><small>Reference: ${escapeHtml(entry.reference)}</small></p>`,
    ),
  };
}

/** The newsletter's welcome, with a link that unsubscribes this address in one click. */
export function newsletterWelcomeMail(unsubscribeUrl: string): MailContent {
  const text = 'Thank you for subscribing to the gallery newsletter.';
  const leave = 'To unsubscribe, open this link:';
  return {
    subject: 'You are subscribed to the gallery newsletter',
    text: `${text}\n\n${leave} ${unsubscribeUrl}`,
    html: page(`<p>${text}</p><p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`),
  };
}

/** The gallery's own address out of MAIL_TO or 'Gallery <gallery@example.com>'. */
export function galleryAddress(mail: { to: string | undefined; from: string }): string {
  if (mail.to) return mail.to;
  const match = /<([^>]+)>/.exec(mail.from);
  return match?.[1] ?? mail.from;
}
