import { Hono } from 'hono';
import { linesOf, type SiteSettings } from '../../shared/site-settings.ts';
import type { AppEnv } from '../lib/env.ts';
import { escapeHtml } from '../lib/html-head.ts';
import { publicRead } from '../middleware/cache.ts';
import { readSiteSettingsIn } from '../queries/site-settings.ts';
import { publicSiteTexts } from '../queries/site-texts.ts';
import { sanitizeRichText } from '../services/sanitize.ts';

function fillDetails(html: string, settings: SiteSettings) {
  const email = settings.email
    ? `<a href="mailto:${escapeHtml(settings.email)}">${escapeHtml(settings.email)}</a>`
    : '<a href="/about#contact">the contact form</a>';
  // The address without its first line, which is the gallery's name again.
  const address = escapeHtml(linesOf(settings.addressEn).slice(1).join(', '));
  // Sanitised again after the filling, so whatever the settings hold the page gets only the allowed markup.
  return sanitizeRichText(html.replaceAll('{email}', email).replaceAll('{address}', address));
}

export const siteTextRoutes = new Hono<AppEnv>().get('/', publicRead, (c) => {
  const { orm } = c.var.deps.db;
  const texts = publicSiteTexts(orm);
  const settings = readSiteSettingsIn(orm);
  return c.json(
    {
      ...texts,
      hoursNote: settings.hoursGallery ? texts.hoursNote.replaceAll('{hours}', settings.hoursGallery) : '',
      privacyBody: fillDetails(texts.privacyBody, settings),
      termsBody: fillDetails(texts.termsBody, settings),
      shippingBody: fillDetails(texts.shippingBody, settings),
    },
    200,
  );
});
