import { Hono } from 'hono';
import {
  SITE_TEXTS,
  type SiteTextKey,
  type SiteTextValues,
  siteTextsSaveSchema,
  siteTextValueSchema,
} from '../../../shared/site-texts.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import { imageExists } from '../../queries/site-settings.ts';
import { readSiteTexts, readSiteTextsZh, siteTextsVersion, writeSiteTexts } from '../../queries/site-texts.ts';
import { sanitizeRichText } from '../../services/sanitize.ts';
import { noteAudit } from './audit-trail.ts';

export const STALE_TEXTS =
  'Someone else saved the site texts after you opened them. Reload the page to see their changes, then make yours again.';

type Problem = { msg: string; path: string };

function prepare(texts: Partial<SiteTextValues>, exists: (id: number) => boolean) {
  const problems: Problem[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(texts) as [SiteTextKey, unknown][]) {
    const path = `texts.${name}`;
    if (SITE_TEXTS[name].kind === 'rich' && typeof value === 'string') {
      const clean = siteTextValueSchema(name).safeParse(sanitizeRichText(value));
      if (clean.success) out[name] = clean.data;
      else problems.push({ msg: clean.error.issues[0]?.message ?? 'The text is empty.', path });
      continue;
    }
    if (name === 'heroImage' && typeof value === 'number' && !exists(value)) {
      problems.push({ msg: 'The image chosen for the hero no longer exists.', path });
    }
    if (name === 'findUsIn' && Array.isArray(value)) {
      value.forEach((entry: { logoImageId: number | null }, i) => {
        if (entry.logoImageId !== null && !exists(entry.logoImageId)) {
          problems.push({ msg: `The logo chosen for press entry ${i + 1} no longer exists.`, path: `${path}.${i}` });
        }
      });
    }
    out[name] = value;
  }
  return { texts: out as Partial<SiteTextValues>, problems };
}

function chineseOf(texts: Partial<Record<SiteTextKey, string | undefined>>): Partial<Record<SiteTextKey, string>> {
  const out: Partial<Record<SiteTextKey, string>> = {};
  for (const [name, value] of Object.entries(texts) as [SiteTextKey, string | undefined][]) {
    if (value === undefined) continue;
    if (SITE_TEXTS[name].kind !== 'rich') out[name] = value;
    else {
      const clean = sanitizeRichText(value);
      out[name] = clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\s/i.test(clean) ? '' : clean;
    }
  }
  return out;
}

/** The Chinese texts in the audit log's changes, apart from the English ones of the same name. */
const prefixed = (texts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(texts).map(([name, value]) => [`zh.${name}`, value]));

/** Issue 18: one PUT is saved whole or not at all, and with the version it refuses to overwrite a newer save. */
export const adminSiteTextRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { orm } = c.var.deps.db;
    return c.json({ texts: readSiteTexts(orm), textsZh: readSiteTextsZh(orm), version: siteTextsVersion(orm) }, 200);
  })
  .put('/', bodyLimit(LIMITS.entry), validateJson(siteTextsSaveSchema), (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid('json');
    const { texts, problems } = prepare(body.texts, (id) => imageExists(db.orm, id));
    if (problems.length > 0) throw httpError(400, { errors: problems });
    const zh = chineseOf(body.textsZh ?? {});
    const before = { ...readSiteTexts(db.orm), ...prefixed(readSiteTextsZh(db.orm)) };
    const result = writeSiteTexts(
      db.orm,
      texts,
      { at: now(), by: c.var.user?.id ?? null, expectedVersion: body.version },
      zh,
    );
    if (!result.saved) throw httpError(409, { error: STALE_TEXTS });
    noteAudit(c, { changes: fieldChanges(before, { ...texts, ...prefixed(zh) }) });
    return c.json({ success: true as const, version: result.version }, 200);
  });
