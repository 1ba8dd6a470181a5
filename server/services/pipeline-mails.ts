import { DEFAULT_LANG, LANG_TAG, type Lang } from '../../shared/languages.ts';
import { mailWords } from './mail-language.ts';
import { escapeHtml, type MailContent, oneLine } from './mail-templates.ts';

const page = (body: string, lang: Lang) =>
  `<!doctype html><html lang="${LANG_TAG[lang]}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${body}</body></html>`;

// The reference in the subject, so the visitor's answer finds its way back to the entry.
export function replyMail(
  entry: { reference: string; kind: 'enquiry' | 'message'; lang?: Lang },
  text: string,
): MailContent {
  const lang = entry.lang ?? DEFAULT_LANG;
  const w = mailWords(lang);
  const reference = oneLine(entry.reference, 40);
  const subject = w.say(entry.kind === 'enquiry' ? 'mail.reply.enquiry' : 'mail.reply.message', { reference });
  const footer = w.say('mail.reply.reference', { reference: entry.reference });
  return {
    subject,
    text: `${text}\n\n${footer}`,
    html: page(
      `<p style="white-space:pre-wrap;margin:0 0 1em">${escapeHtml(text)}</p>` +
        `<p><small>${escapeHtml(footer)}</small></p>`,
      lang,
    ),
  };
}

export function newsletterWelcomeMail(unsubscribeUrl: string, lang: Lang = DEFAULT_LANG): MailContent {
  const w = mailWords(lang);
  const text = w.say('mail.newsletter.thanks');
  const leave = w.say('mail.newsletter.leave');
  return {
    subject: w.say('mail.newsletter.subject'),
    text: `${text}\n\n${leave} ${unsubscribeUrl}`,
    html: page(
      `<p>${text}</p><p><a href="${escapeHtml(unsubscribeUrl)}">${w.say('mail.newsletter.unsubscribe')}</a></p>`,
      lang,
    ),
  };
}

export function galleryAddress(mail: { to: string | undefined; from: string }): string {
  if (mail.to) return mail.to;
  const match = /<([^>]+)>/.exec(mail.from);
  return match?.[1] ?? mail.from;
}
