import { LANG_TAG, type Lang } from '../../shared/languages.ts';
import type { WorkLine } from '../queries/work-enquiries.ts';
import { type MailWords, mailWords, staffLanguageLine } from './mail-language.ts';
import { escapeHtml, type MailContent, oneLine, reachText } from './mail-templates.ts';

// The visitor's confirmation repeats nothing they typed: it goes to an address nobody verified.

export type WorkEnquiryForMail = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  country?: string;
  message: string;
  lang: Lang;
};

const html = (body: string, lang?: Lang) =>
  `<!doctype html><html${lang ? ` lang="${LANG_TAG[lang]}"` : ''}><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${body}</body></html>`;

function priceText(line: WorkLine, w: MailWords): string {
  if (line.priceOnRequest) return w.say('mail.priceOnRequest');
  if (line.size || line.sizes.length <= 1) return w.euros(line.priceCents);
  return w.say('mail.work.from', { price: w.euros(line.priceCents) });
}

function workText(line: WorkLine, w: MailWords): string {
  const size = line.size || line.sizes.join(', ');
  const values = { title: oneLine(line.title), artist: oneLine(line.artistName), price: priceText(line, w) };
  return size ? w.say('mail.work.lineWithSize', { ...values, size: oneLine(size) }) : w.say('mail.work.line', values);
}

const ENGLISH = mailWords('en');

export function workEnquiryStaffMail(enquiry: WorkEnquiryForMail, line: WorkLine, entryUrl: string): MailContent {
  const reach = reachText(enquiry);
  return {
    subject: `Enquiry ${enquiry.reference} about "${oneLine(line.title, 100)}" from ${oneLine(enquiry.name, 100)}`,
    text: [
      `New enquiry ${enquiry.reference} about one work`,
      `From: ${oneLine(enquiry.name)} <${enquiry.email}>`,
      ...reach,
      staffLanguageLine(enquiry.lang),
      '',
      workText(line, ENGLISH),
      '',
      'Message:',
      enquiry.message,
      '',
      `Open it in the inbox: ${entryUrl}`,
    ].join('\n'),
    html: html(
      `<h1 style="font-size:20px">New enquiry ${enquiry.reference} about one work</h1>` +
        `<p>From: ${escapeHtml(enquiry.name)} &lt;${escapeHtml(enquiry.email)}&gt;` +
        `${reach.map((l) => `<br>${escapeHtml(l)}`).join('')}<br>${escapeHtml(staffLanguageLine(enquiry.lang))}</p>` +
        `<p>${escapeHtml(workText(line, ENGLISH))}</p>` +
        `<h2 style="font-size:16px">Message</h2>` +
        `<p style="white-space:pre-wrap;margin:0 0 1em">${escapeHtml(enquiry.message)}</p>` +
        `<p><a href="${escapeHtml(entryUrl)}">Open it in the inbox</a></p>`,
    ),
  };
}

export function workEnquiryVisitorMail(
  enquiry: { id: number; reference: string; lang: Lang },
  line: WorkLine,
  at: Date,
): MailContent {
  const w = mailWords(enquiry.lang);
  const intro = w.say('mail.work.intro', { title: oneLine(line.title), artist: oneLine(line.artistName) });
  const next = w.say('mail.work.next');
  const reference = w.say('mail.work.reference', { reference: enquiry.reference, date: w.date(at) });
  const notMine = w.say('mail.notMine');
  const hello = w.say('mail.hello');
  return {
    subject: w.say('mail.enquiry.subject', { reference: enquiry.reference }),
    text: [hello, '', intro, next, '', reference, '', notMine].join('\n'),
    html: html(
      `<p>${hello}</p><p>${escapeHtml(intro)} ${next}</p><p>${escapeHtml(reference)}</p><p>${notMine}</p>`,
      enquiry.lang,
    ),
  };
}
