import { Hono } from 'hono';
import { DEFAULT_LANG, LANG_PARAM, LANG_TAG } from '../../shared/languages.ts';
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

const perAddress = rateLimit({ limit: 10, windowMs: 10 * 60_000 });

const TOKEN = /^[0-9a-f]{48}$/;

/** Works without the client, a session or JavaScript, in the language of the welcome mail the link came in. */
const page = (body: string) => {
  const lang = currentLang() ?? DEFAULT_LANG;
  const title = messageIn(lang, 'send.unsubscribe.title');
  return (
    `<!doctype html><html lang="${LANG_TAG[lang]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
    '<body style="font-family:Arial,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5">' +
    `<main>${body}</main></body></html>`
  );
};

const say = (id: 'send.unsubscribe.title' | 'send.unsubscribe.heading' | 'send.unsubscribe.button') =>
  messageIn(currentLang() ?? DEFAULT_LANG, id);

const unsubscribeUrl = (base: string, token: string, lang: string) =>
  `${base}/api/newsletter/unsubscribe?token=${token}${lang === DEFAULT_LANG ? '' : `&${LANG_PARAM}=${lang}`}`;

export const newsletterRoutes = new Hono<AppEnv>()
  .post('/', perAddress, bodyLimit(LIMITS.small), validateJson(newsletterSchema), (c) => {
    const { db, config, now } = c.var.deps;
    const { email } = c.req.valid('json');
    const at = now();
    const lang = currentLang() ?? DEFAULT_LANG;
    db.orm.transaction((tx) => {
      const token = subscribeToNewsletter(tx, email, at);
      if (!token) return;
      const url = unsubscribeUrl(config.publicUrl, token, lang);
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
    const heading = say('send.unsubscribe.title');
    if (!TOKEN.test(token)) return c.html(page(`<h1>${heading}</h1><p>${PIPELINE_TEXT.unsubscribeInvalid}</p>`), 404);
    // A link is only a confirmation: mail scanners open links, and opening one must not unsubscribe anybody.
    const action = unsubscribeUrl('', token, currentLang() ?? DEFAULT_LANG);
    return c.html(
      page(
        `<h1>${say('send.unsubscribe.heading')}</h1><form method="post" action="${escapeHtml(action)}">` +
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
          `<button type="submit">${say('send.unsubscribe.button')}</button></form>`,
      ),
      200,
    );
  })
  .post('/unsubscribe', perAddress, bodyLimit(LIMITS.small), (c) => {
    const token = c.req.query('token') ?? '';
    const done = TOKEN.test(token) && unsubscribeByToken(c.var.deps.db.orm, token, c.var.deps.now());
    c.header('Cache-Control', 'no-store');
    const text = done ? PIPELINE_TEXT.unsubscribed : PIPELINE_TEXT.unsubscribeInvalid;
    return c.html(page(`<h1>${say('send.unsubscribe.title')}</h1><p>${text}</p>`), done ? 200 : 404);
  });
