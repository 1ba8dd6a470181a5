import { PRICE_ON_REQUEST } from '../../shared/inventory.ts';
import { formatCents } from '../../shared/money.ts';
import type { WorkLine } from '../queries/work-enquiries.ts';
import { escapeHtml, type MailContent, oneLine } from './mail-templates.ts';

/**
 * The e-mails of a one-step enquiry about one work. Like the checkout's, staff's copy carries what the visitor
 * wrote, and the visitor's confirmation repeats nothing they typed (it goes to an address nobody verified).
 */

export type WorkEnquiryForMail = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
};

const html = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${body}</body></html>`;

/** What the catalogue says of the work's price when the enquiry came in. */
function priceText(line: WorkLine): string {
  if (line.priceOnRequest) return PRICE_ON_REQUEST;
  if (line.size || line.sizes.length <= 1) return formatCents(line.priceCents);
  return `from ${formatCents(line.priceCents)}`;
}

function workText(line: WorkLine): string {
  const size = line.size || line.sizes.join(', ');
  return `"${oneLine(line.title)}" by ${oneLine(line.artistName)}${size ? `, ${oneLine(size)}` : ''}: ${priceText(line)}`;
}

export function workEnquiryStaffMail(enquiry: WorkEnquiryForMail, line: WorkLine, inboxUrl: string): MailContent {
  const phone = enquiry.phone ? `Phone or WeChat: ${oneLine(enquiry.phone)}` : '';
  return {
    subject: `Enquiry ${enquiry.reference} about "${oneLine(line.title, 100)}" from ${oneLine(enquiry.name, 100)}`,
    text: [
      `New enquiry ${enquiry.reference} about one work`,
      `From: ${oneLine(enquiry.name)} <${enquiry.email}>`,
      ...(phone ? [phone] : []),
      '',
      workText(line),
      '',
      'Message:',
      enquiry.message,
      '',
      `Open the inbox: ${inboxUrl}`,
    ].join('\n'),
    html: html(
      `<h1 style="font-size:20px">New enquiry ${enquiry.reference} about one work</h1>` +
        `<p>From: ${escapeHtml(enquiry.name)} &lt;${escapeHtml(enquiry.email)}&gt;` +
        `${phone ? `<br>${escapeHtml(phone)}` : ''}</p><p>${escapeHtml(workText(line))}</p>` +
        `<h2 style="font-size:16px">Message</h2>` +
        `<p style="white-space:pre-wrap;margin:0 0 1em">${escapeHtml(enquiry.message)}</p>` +
        `<p><a href="${escapeHtml(inboxUrl)}">Open the inbox</a></p>`,
    ),
  };
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export function workEnquiryVisitorMail(
  enquiry: { id: number; reference: string },
  line: WorkLine,
  at: Date,
): MailContent {
  const intro = `Thank you for your enquiry about "${oneLine(line.title)}" by ${oneLine(line.artistName)}.`;
  const next = 'Our staff will reply within 2 business days.';
  const reference = `Your reference: ${enquiry.reference}, sent on ${longDate.format(at)}. Please quote it when you write to us.`;
  const notMine = 'If you did not send this enquiry, you can ignore this e-mail.';
  return {
    subject: `Your enquiry ${enquiry.reference}`,
    text: ['Hello,', '', intro, next, '', reference, '', notMine].join('\n'),
    html: html(`<p>Hello,</p><p>${escapeHtml(intro)} ${next}</p><p>${escapeHtml(reference)}</p><p>${notMine}</p>`),
  };
}
