import { LANG_TAG, type Lang } from '../../shared/languages.ts';
import { type MailWords, mailWords, staffLanguageLine } from './mail-language.ts';
// Visitor text is escaped in HTML and folded onto one line in a Subject, so it can inject neither markup nor headers.

export type MailContent = { subject: string; text: string; html: string };

export type EnquiryForMail = {
  id: number;
  reference: string;
  name: string;
  email: string;
  notes: string;
  // Staff's mail shows them, the visitor's never does.
  phone?: string;
  country?: string;
  totalCents: number;
  lang: Lang;
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

const linePrice = (l: MailLine, w: MailWords) =>
  l.priceOnRequest ? w.say('mail.priceOnRequest') : w.euros(l.priceCents);
const lineSubtotal = (l: MailLine, w: MailWords) =>
  l.priceOnRequest ? w.say('mail.priceOnRequest') : w.euros(l.priceCents * l.quantity);

function totalText(enquiry: EnquiryForMail, w: MailWords): string {
  const count = enquiry.lines.filter((l) => l.priceOnRequest).length;
  const total = w.euros(enquiry.totalCents);
  if (!count) return total;
  return w.say('mail.totalWithOnRequest', { total, onRequest: w.say('mail.onRequest', { count }) });
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

export function reachText(from: { phone?: string; country?: string }): string[] {
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

// Any of these may be read as a line break by some mail software.
export function oneLine(value: string, max = 200): string {
  const flat = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const paragraph = (value: string) => `<p style="white-space:pre-wrap;margin:0 0 1em">${escapeHtml(value)}</p>`;

function page(body: string, lang?: Lang): string {
  const tag = lang ? ` lang="${LANG_TAG[lang]}"` : '';
  return `<!doctype html><html${tag}><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${body}</body></html>`;
}

function linesText(enquiry: EnquiryForMail, w: MailWords): string {
  const rows = enquiry.lines.map((l) =>
    w.say('mail.line', {
      title: oneLine(l.title),
      artist: oneLine(l.artistName),
      size: oneLine(l.size),
      quantity: l.quantity,
      price: linePrice(l, w),
      subtotal: lineSubtotal(l, w),
    }),
  );
  return [...rows, w.say('mail.total', { total: totalText(enquiry, w) })].join('\n');
}

function linesHtml(enquiry: EnquiryForMail, w: MailWords): string {
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const head = (id: Parameters<MailWords['say']>[0]) => `<th ${cell}>${w.say(id)}</th>`;
  const rows = enquiry.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.title)}<br><small>${escapeHtml(l.artistName)}</small></td>` +
        `<td ${cell}>${escapeHtml(l.size)}</td><td ${cell}>${l.quantity}</td>` +
        `<td ${cell}>${linePrice(l, w)}</td><td ${cell}>${lineSubtotal(l, w)}</td></tr>`,
    )
    .join('');
  return (
    `<table style="border-collapse:collapse"><thead><tr>${head('mail.column.artwork')}${head('mail.column.size')}` +
    `${head('mail.column.qty')}${head('mail.column.price')}${head('mail.column.subtotal')}</tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th ${cell} colspan="4">${w.say('mail.column.total')}</th>` +
    `<th ${cell}>${totalText(enquiry, w)}</th></tr></tfoot></table>`
  );
}

const ENGLISH = mailWords('en');

export function enquiryStaffMail(enquiry: EnquiryForMail, entryUrl: string): MailContent {
  const notes = enquiry.notes || '(none)';
  return {
    subject: `New enquiry ${enquiry.reference} from ${oneLine(enquiry.name, 100)}`,
    text: [
      `New enquiry ${enquiry.reference}`,
      `From: ${oneLine(enquiry.name)} <${enquiry.email}>`,
      ...reachText(enquiry),
      staffLanguageLine(enquiry.lang),
      '',
      linesText(enquiry, ENGLISH),
      '',
      'Notes:',
      notes,
      '',
      `Open it in the inbox: ${entryUrl}`,
    ].join('\n'),
    html: page(
      `<h1 style="font-size:20px">New enquiry ${escapeHtml(enquiry.reference)}</h1>` +
        `<p>From: ${escapeHtml(enquiry.name)} &lt;${escapeHtml(enquiry.email)}&gt;</p>${reachHtml(enquiry)}` +
        `<p>${escapeHtml(staffLanguageLine(enquiry.lang))}</p>${linesHtml(enquiry, ENGLISH)}<h2 style="font-size:16px">Notes</h2>${paragraph(notes)}` +
        `<p><a href="${escapeHtml(entryUrl)}">Open it in the inbox</a></p>`,
    ),
  };
}

// SPEC 9. Repeats nothing the sender typed: the address is unverified, and the gallery must not relay their text.
export function enquiryVisitorMail(enquiry: EnquiryForMail, at: Date): MailContent {
  const w = mailWords(enquiry.lang);
  const intro = w.say('mail.enquiry.intro');
  const reference = w.say('mail.enquiry.reference', { reference: enquiry.reference, date: w.date(at) });
  const notMine = w.say('mail.notMine');
  const wrong = w.say('mail.anythingWrong');
  return {
    subject: w.say('mail.enquiry.subject', { reference: enquiry.reference }),
    text: [
      w.say('mail.hello'),
      '',
      intro,
      '',
      reference,
      '',
      w.say('mail.enquiry.yours'),
      linesText(enquiry, w),
      '',
      wrong,
      notMine,
    ].join('\n'),
    html: page(
      `<p>${w.say('mail.hello')}</p><p>${intro}</p><p>${escapeHtml(reference)}</p>${linesHtml(enquiry, w)}` +
        `<p>${wrong}<br>${notMine}</p>`,
      enquiry.lang,
    ),
  };
}

export function contactStaffMail(message: ContactForMail & { lang: Lang }, entryUrl: string): MailContent {
  return {
    subject: `Contact form ${message.reference}: ${oneLine(message.subject, 150)}`,
    text: [
      `Message ${message.reference} from ${oneLine(message.name)} <${message.email}>`,
      ...reachText(message),
      staffLanguageLine(message.lang),
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      `Open it in the inbox: ${entryUrl}`,
    ].join('\n'),
    html: page(
      `<p>Message ${escapeHtml(message.reference)} from ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>` +
        `${reachHtml(message)}<p>${escapeHtml(staffLanguageLine(message.lang))}</p><p>Subject: ${escapeHtml(message.subject)}</p>${paragraph(message.message)}` +
        `<p><a href="${escapeHtml(entryUrl)}">Open it in the inbox</a></p>`,
    ),
  };
}
