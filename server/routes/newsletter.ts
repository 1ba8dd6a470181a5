import { Hono } from 'hono';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { newsletterSchema } from '../../shared/newsletter.ts';
import { PIPELINE_TEXT } from '../../shared/pipeline-texts.ts';
import { currentLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import type { AppEnv } from '../lib/env.ts';
import { bodyLimit, LIMITS } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { validateJson } from '../middleware/validate.ts';
import { subscribeToNewsletter, unsubscribeByToken } from '../queries/newsletter.ts';
import { escapeHtml } from '../services/mail-templates.ts';
import { enqueueMail, notifyOutbox } from '../services/outbox.ts';
import { newsletterWelcomeMail } from '../services/pipeline-mails.ts';

/** As for the contact form: plenty for a person, nothing for a script filling the list from one address. */
const perAddress = rateLimit({ limit: 10, windowMs: 10 * 60_000 });

const TOKEN = /^[0-9a-f]{48}$/;

/** A bare page for the unsubscribe link: it works without the client, a session or JavaScript. */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>Newsletter</title></head><body style="font-family:Arial,sans-serif;max-width:36rem;margin:2rem auto;` +
  `padding:0 1rem;line-height:1.5"><main>${body}</main></body></html>`;

/** The footer's newsletter box, and the one-click unsubscribe of its mails (RFC 8058). */
export const newsletterRoutes = new Hono<AppEnv>()
  .post('/', perAddress, bodyLimit(LIMITS.small), validateJson(newsletterSchema), (c) => {
    const { db, config, now } = c.var.deps;
    const { email } = c.req.valid('json');
    const at = now();
    const lang = currentLang() ?? DEFAULT_LANG;
    db.orm.transaction((tx) => {
      const token = subscribeToNewsletter(tx, email, at);
      if (!token) return;
      const url = `${config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
      const headers = { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
      enqueueMail(tx, { ...newsletterWelcomeMail(url, lang), to: email, headers }, at);
    });
    notifyOutbox();
    // The same answer whether the address is new or known, so nobody can probe who subscribed.
    return c.json({ message: messageIn(lang, 'send.subscribed') }, 200);
  })
  .get('/unsubscribe', (c) => {
    const token = c.req.query('token') ?? '';
    c.header('Cache-Control', 'no-store');
    if (!TOKEN.test(token)) return c.html(page(`<h1>Newsletter</h1><p>${PIPELINE_TEXT.unsubscribeInvalid}</p>`), 404);
    // A link is only a confirmation: mail scanners open links, and opening one must not unsubscribe anybody.
    return c.html(
      page(
        `<h1>Unsubscribe from the newsletter</h1><form method="post" action="/api/newsletter/unsubscribe?token=` +
          `${escapeHtml(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          '<button type="submit">Unsubscribe</button></form>',
      ),
      200,
    );
  })
  .post('/unsubscribe', perAddress, bodyLimit(LIMITS.small), (c) => {
    const token = c.req.query('token') ?? '';
    const done = TOKEN.test(token) && unsubscribeByToken(c.var.deps.db.orm, token, c.var.deps.now());
    c.header('Cache-Control', 'no-store');
    const text = done ? PIPELINE_TEXT.unsubscribed : PIPELINE_TEXT.unsubscribeInvalid;
    return c.html(page(`<h1>Newsletter</h1><p>${text}</p>`), done ? 200 : 404);
  });
