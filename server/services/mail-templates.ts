import { onRequestNote, PRICE_ON_REQUEST } from '../../shared/inventory.ts';
import { formatCents } from '../../shared/money.ts';
/**
 * The texts of the e-mails the site sends. Everything a visitor typed is escaped in the HTML part, and the
 * names and subjects that end up in a Subject header are folded onto one line, so a visitor can neither
 * inject markup into staff's mail client nor smuggle a header in with a line break.
 */

export type MailContent = { subject: string; text: string; html: string };

export type EnquiryForMail = {
  id: number;
  /** 'ENQ-2026-0042', the number the visitor and staff quote. */
  reference: string;
  name: string;
  email: string;
  notes: string;
  /** Optional phone or WeChat ID and country; staff's mail shows them, the visitor's never does. */
  phone?: string;
  country?: string;
  totalCents: number;
  lines: {
    title: string;
    artistName: string;
    size: string;
    priceCents: number;
    priceOnRequest?: boolean;
    quantity: number;
  }[];
};

type MailLine = EnquiryForMail['lines'][number];

/** A line's price and subtotal as the mail shows them: a price on request has neither. */
const linePrice = (l: MailLine) => (l.priceOnRequest ? PRICE_ON_REQUEST : formatCents(l.priceCents));
const lineSubtotal = (l: MailLine) => (l.priceOnRequest ? PRICE_ON_REQUEST : formatCents(l.priceCents * l.quantity));

/** 'EUR 2,420.00 + 1 work on request'. */
function totalText(enquiry: EnquiryForMail): string {
  const onRequest = enquiry.lines.filter((l) => l.priceOnRequest).length;
  return onRequest
    ? `${formatCents(enquiry.totalCents)} + ${onRequestNote(onRequest)}`
    : formatCents(enquiry.totalCents);
}

export type ContactForMail = {
  id: number;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
  country?: string;
};

/** The optional ways to reach the sender, one line each, for staff's mails only. */
function reachText(from: { phone?: string; country?: string }): string[] {
  return [
    ...(from.phone ? [`Phone or WeChat: ${oneLine(from.phone)}`] : []),
    ...(from.country ? [`Country: ${oneLine(from.country)}`] : []),
  ];
}

const reachHtml = (from: { phone?: string; country?: string }) =>
  reachText(from)
    .map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`)
    .join('');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * One line of at most `max` characters: every control character and Unicode line or paragraph separator
 * becomes a space, since any of them may be read as a line break by some mail software.
 */
export function oneLine(value: string, max = 200): string {
  const flat = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Multi-line visitor text as HTML: escaped, line breaks kept by CSS rather than by inserted markup. */
const paragraph = (value: string) => `<p style="white-space:pre-wrap;margin:0 0 1em">${escapeHtml(value)}</p>`;

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${body}</body></html>`;
}

function linesText(enquiry: EnquiryForMail): string {
  const rows = enquiry.lines.map(
    (l) =>
      `- ${oneLine(l.title)} by ${oneLine(l.artistName)}, ${oneLine(l.size)}: ` +
      `${l.quantity} × ${linePrice(l)} = ${lineSubtotal(l)}`,
  );
  return [...rows, `Total: ${totalText(enquiry)}`].join('\n');
}

function linesHtml(enquiry: EnquiryForMail): string {
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const rows = enquiry.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.title)}<br><small>${escapeHtml(l.artistName)}</small></td>` +
        `<td ${cell}>${escapeHtml(l.size)}</td><td ${cell}>${l.quantity}</td>` +
        `<td ${cell}>${linePrice(l)}</td><td ${cell}>${lineSubtotal(l)}</td></tr>`,
    )
    .join('');
  return (
    `<table style="border-collapse:collapse"><thead><tr><th ${cell}>Artwork</th><th ${cell}>Size</th>` +
    `<th ${cell}>Qty</th><th ${cell}>Price</th><th ${cell}>Subtotal</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th ${cell} colspan="4">Total</th><th ${cell}>${totalText(enquiry)}</th></tr></tfoot>` +
    '</table>'
  );
}

/** Staff's notice of a new enquiry; replying to it reaches the visitor. */
export function enquiryStaffMail(enquiry: EnquiryForMail, inboxUrl: string): MailContent {
  const notes = enquiry.notes || '(none)';
  return {
    subject: `New enquiry ${enquiry.reference} from ${oneLine(enquiry.name, 100)}`,
    text: [
      `New enquiry ${enquiry.reference}`,
      `From: ${oneLine(enquiry.name)} <${enquiry.email}>`,
      ...reachText(enquiry),
      '',
      linesText(enquiry),
      '',
      'Notes:',
      notes,
      '',
      `Open the inbox: ${inboxUrl}`,
    ].join('\n'),
    html: page(
      `<h1 style="font-size:20px">New enquiry ${escapeHtml(enquiry.reference)}</h1>` +
        `<p>From: ${escapeHtml(enquiry.name)} &lt;${escapeHtml(enquiry.email)}&gt;</p>${reachHtml(enquiry)}` +
        `${linesHtml(enquiry)}<h2 style="font-size:16px">Notes</h2>${paragraph(notes)}` +
        `<p><a href="${escapeHtml(inboxUrl)}">Open the inbox</a></p>`,
    ),
  };
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The visitor's confirmation; SPEC 9 promises a follow-up within 2 business days. It goes to an address nobody
 * has verified, so it repeats nothing the sender typed (no name, no notes): otherwise anyone could make the
 * gallery mail their own text to any address under its name. It names the works from the catalogue, the
 * reference and the date, which is all a real visitor needs to recognise the enquiry.
 */
export function enquiryVisitorMail(enquiry: EnquiryForMail, at: Date): MailContent {
  const intro =
    'Thank you for your enquiry. No payment has been taken: our staff will contact you within 2 business days ' +
    'to arrange payment and shipping.';
  const reference = `Reference: ${enquiry.reference}, sent on ${longDate.format(at)}. Please quote it in your reply.`;
  const notMine = 'If you did not send this enquiry, you can ignore this e-mail.';
  return {
    subject: `Your enquiry ${enquiry.reference}`,
    text: [
      'Hello,',
      '',
      intro,
      '',
      reference,
      '',
      'Your enquiry:',
      linesText(enquiry),
      '',
      'If anything is wrong, simply reply to this e-mail.',
      notMine,
    ].join('\n'),
    html: page(
      `<p>Hello,</p><p>${intro}</p><p>${escapeHtml(reference)}</p>${linesHtml(enquiry)}` +
        `<p>If anything is wrong, simply reply to this e-mail.<br>${notMine}</p>`,
    ),
  };
}

/** Staff's copy of a contact-form message; replying to it reaches the visitor. */
export function contactStaffMail(message: ContactForMail, inboxUrl: string): MailContent {
  return {
    subject: `Contact form ${message.reference}: ${oneLine(message.subject, 150)}`,
    text: [
      `Message ${message.reference} from ${oneLine(message.name)} <${message.email}>`,
      ...reachText(message),
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      `Open the inbox: ${inboxUrl}`,
    ].join('\n'),
    html: page(
      `<p>Message ${escapeHtml(message.reference)} from ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>` +
        `${reachHtml(message)}<p>Subject: ${escapeHtml(message.subject)}</p>${paragraph(message.message)}` +
        `<p><a href="${escapeHtml(inboxUrl)}">Open the inbox</a></p>`,
    ),
  };
}
