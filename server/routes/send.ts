import { Hono, type MiddlewareHandler } from 'hono';
import { checkoutSchema } from '../../shared/checkout.ts';
import { contactSchema } from '../../shared/contact.ts';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { t } from '../../shared/messages/index.ts';
import { workEnquirySchema } from '../../shared/work-enquiry.ts';
import { currentLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppEnv } from '../lib/env.ts';
import { bodyLimit, LIMITS } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { validateJson } from '../middleware/validate.ts';
import { insertContactMessage, insertEnquiry, priceCheckoutLines } from '../queries/enquiries.ts';
import { findEnquirableWork, insertWorkEnquiry } from '../queries/work-enquiries.ts';
import { verifyCaptcha } from '../services/captcha.ts';
import { contactStaffMail, enquiryStaffMail, enquiryVisitorMail } from '../services/mail-templates.ts';
import { enqueueMail, notifyOutbox } from '../services/outbox.ts';
import { workEnquiryStaffMail, workEnquiryVisitorMail } from '../services/work-enquiry-mail.ts';

/** In order: rate limit, size, captcha, validation, then one transaction with its mails (DESIGN 'nothing lost'). */

/** The answers in English, word for word as the SPEC has them (the API's answer without `?lang`). */
export const ENQUIRY_SENT = messageIn('en', 'send.enquirySent');
export const MESSAGE_SENT = messageIn('en', 'send.messageSent');
export const workEnquirySent = (title: string) => messageIn('en', 'send.workEnquirySent', { title });
export const BODY_TOO_LARGE = messageIn('en', 'send.bodyTooLarge');

const pageLang = () => currentLang() ?? DEFAULT_LANG;

// Generous for a person (a few corrections and resends), tight for a script: each endpoint counts on its own.
const perAddress = () => rateLimit({ limit: 10, windowMs: 10 * 60_000 });

const limitBody = () => bodyLimit(LIMITS.form, () => t('send.bodyTooLarge'));

const captchaFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return next();
  }
  const token = typeof body === 'object' && body !== null ? (body as { captchaToken?: unknown }).captchaToken : null;
  const result = await verifyCaptcha(c.var.deps, token, visitorAddress(c));
  // Answered rather than thrown: a siteverify outage is the visitor's problem to retry, not a server error.
  if (!result.ok) return c.json({ errors: [{ msg: result.message, path: 'captchaToken' }] }, result.status);
  await next();
};

export const sendRoutes = new Hono<AppEnv>()
  .post('/checkout', perAddress(), limitBody(), captchaFirst, validateJson(checkoutSchema), (c) => {
    const { db, config, now } = c.var.deps;
    const input = c.req.valid('json');
    const priced = priceCheckoutLines(db.orm, input.cart, now());
    if (!priced.ok) return c.json({ errors: priced.errors }, 400);

    const at = now();
    const staff = config.mail.to;
    const lang = pageLang();
    const stored = db.orm.transaction((tx) => {
      const { lines, shown, totalCents } = priced;
      const { name, email, phone, country, notes } = input;
      const fields = { name, email, phone, country, notes, lines, totalCents, lang };
      const { id, reference } = insertEnquiry(tx, fields, at);
      const enquiry = { id, reference, ...fields };
      if (staff) {
        const mail = enquiryStaffMail(enquiry, `${config.publicUrl}/admin/inbox/enquiries/${id}`);
        enqueueMail(tx, { ...mail, to: staff, replyTo: input.email, enquiryId: id }, at);
      }
      const asShown = { ...enquiry, lines: lines.map((line, i) => ({ ...line, ...shown[i] })) };
      enqueueMail(tx, { ...enquiryVisitorMail(asShown, at), to: input.email, replyTo: staff, enquiryId: id }, at);
      return reference;
    });
    notifyOutbox();
    return c.json({ message: messageIn(lang, 'send.enquirySent'), reference: stored }, 200);
  })
  .post('/contact', perAddress(), limitBody(), captchaFirst, validateJson(contactSchema), (c) => {
    const { db, config, now } = c.var.deps;
    const { captchaToken: _token, ...fields } = c.req.valid('json');
    const at = now();
    const staff = config.mail.to;
    const lang = pageLang();
    const input = { ...fields, lang };
    const stored = db.orm.transaction((tx) => {
      const { id, reference } = insertContactMessage(tx, input, at);
      if (staff) {
        const mail = contactStaffMail({ id, reference, ...input }, `${config.publicUrl}/admin/inbox/messages/${id}`);
        enqueueMail(tx, { ...mail, to: staff, replyTo: input.email, contactMessageId: id }, at);
      }
      return reference;
    });
    notifyOutbox();
    return c.json({ message: messageIn(lang, 'send.messageSent'), reference: stored }, 200);
  })
  .post('/enquiry', perAddress(), limitBody(), captchaFirst, validateJson(workEnquirySchema), (c) => {
    const { db, config, now } = c.var.deps;
    const { captchaToken: _token, slug, ...input } = c.req.valid('json');
    const work = findEnquirableWork(db.orm, slug, now());
    if (!work.ok) return c.json({ errors: [{ msg: work.msg, path: 'slug' }] }, 400);

    const at = now();
    const staff = config.mail.to;
    const lang = pageLang();
    const { line, shown } = work;
    const stored = db.orm.transaction((tx) => {
      const { id, reference } = insertWorkEnquiry(tx, { ...input, line, lang }, at);
      if (staff) {
        const mail = workEnquiryStaffMail(
          { id, reference, lang, ...input },
          line,
          `${config.publicUrl}/admin/inbox/enquiries/${id}`,
        );
        enqueueMail(tx, { ...mail, to: staff, replyTo: input.email, enquiryId: id }, at);
      }
      const visitorMail = workEnquiryVisitorMail({ id, reference, lang }, { ...line, ...shown }, at);
      enqueueMail(tx, { ...visitorMail, to: input.email, replyTo: staff, enquiryId: id }, at);
      return reference;
    });
    notifyOutbox();
    return c.json({ message: messageIn(lang, 'send.workEnquirySent', { title: shown.title }), reference: stored }, 200);
  });
