import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { DEFAULT_SITE_SETTINGS } from '../../shared/site-settings.ts';
import { DEFAULT_SITE_TEXTS, SITE_TEXT_ZH_DEFAULTS } from '../../shared/site-texts.ts';
import { type AdminApp, createAdminApp } from './admin-fixtures.ts';

/**
 * The site texts and settings in both languages (docs/decisions/012): staff write the Chinese beside the
 * English, and the public reads answer in the request's language: staff's Chinese, else the Chinese default,
 * else the English text, named in `fallback`.
 */

let admin: AdminApp;
beforeEach(async () => {
  admin = await createAdminApp();
});
afterEach(() => admin.close());

type Texts = Record<string, unknown> & { fallback: string[] };
const texts = async (lang = '') =>
  (await (await admin.app.request(`/api/site/texts${lang ? `?lang=${lang}` : ''}`)).json()) as Texts;
const settings = async (lang = '') =>
  (await (await admin.app.request(`/api/site/settings${lang ? `?lang=${lang}` : ''}`)).json()) as Record<
    string,
    unknown
  >;
const adminTexts = async () =>
  (await (await admin.get('/api/admin/site-texts')).json()) as {
    texts: Record<string, unknown>;
    textsZh: Record<string, string>;
    version: string;
  };

describe('site texts', () => {
  test('a Chinese page gets the Chinese defaults, English where there is none, and English stays as it was', async () => {
    const zh = await texts('zh');
    expect(zh.heroHeading).toBe(SITE_TEXT_ZH_DEFAULTS.heroHeading);
    expect(zh.hoursHeading).toBe('开放时间');
    expect(zh.fallback).toEqual(['privacyBody', 'termsBody']);
    const en = await texts();
    expect(en.heroHeading).toBe(DEFAULT_SITE_TEXTS.heroHeading);
    expect(en.fallback).toEqual([]);
  });

  test("staff's Chinese texts are saved beside the English, read back, shown in Chinese, and cleared back", async () => {
    const { version } = await adminTexts();
    const res = await admin.call('PUT', '/api/admin/site-texts', {
      texts: { heroHeading: 'Art from the North' },
      textsZh: { heroHeading: '北方的艺术', privacyBody: '<p>隐私<script>x()</script></p>' },
      version,
    });
    expect(res.status).toBe(200);
    const stored = await adminTexts();
    expect(stored.texts.heroHeading).toBe('Art from the North');
    expect(stored.textsZh).toEqual({ heroHeading: '北方的艺术', privacyBody: '<p>隐私</p>' });
    const zh = await texts('zh');
    expect(zh.heroHeading).toBe('北方的艺术');
    expect(zh.privacyBody).toBe('<p>隐私</p>');
    expect(zh.fallback).toEqual(['termsBody']);
    expect((await texts()).heroHeading).toBe('Art from the North');

    const cleared = await admin.call('PUT', '/api/admin/site-texts', { texts: {}, textsZh: { heroHeading: '' } });
    expect(cleared.status).toBe(200);
    expect((await texts('zh')).heroHeading).toBe(SITE_TEXT_ZH_DEFAULTS.heroHeading);
  });

  test('a Chinese text that is not written per language or too long is refused, naming it', async () => {
    const image = await admin.call('PUT', '/api/admin/site-texts', { texts: {}, textsZh: { heroImage: '图' } });
    expect(image.status).toBe(400);
    const long = await admin.call('PUT', '/api/admin/site-texts', {
      texts: {},
      textsZh: { hoursHeading: '长'.repeat(61) },
    });
    expect(await long.json()).toEqual({
      errors: [{ msg: 'The Chinese contact section hours heading is too long.', path: 'textsZh.hoursHeading' }],
    });
    expect((await adminTexts()).textsZh).toEqual({});
  });
});

describe('site settings', () => {
  test('the opening hours in Chinese are saved beside the English and shown on Chinese pages', async () => {
    const res = await admin.call('POST', '/api/admin/settings/update', {
      ...DEFAULT_SITE_SETTINGS,
      translations: { zh: { hoursGallery: '周一至周五 10:00–17:00' } },
    });
    expect(res.status).toBe(200);
    const stored = (await (await admin.get('/api/admin/settings')).json()) as Record<string, unknown>;
    expect(stored.translations).toEqual({ zh: { hoursGallery: '周一至周五 10:00–17:00' } });
    expect(await settings('zh')).toMatchObject({
      hoursGallery: '周一至周五 10:00–17:00',
      hoursStudio: DEFAULT_SITE_SETTINGS.hoursStudio,
    });
    expect((await settings()).hoursGallery).toBe(DEFAULT_SITE_SETTINGS.hoursGallery);
    // The about page's note is filled with the hours of its own language.
    expect((await texts('zh')).hoursNote).toBe('画廊开放时间：周一至周五 10:00–17:00。');

    // Saved again without translations: the Chinese hours stay.
    expect((await admin.call('POST', '/api/admin/settings/update', DEFAULT_SITE_SETTINGS)).status).toBe(200);
    expect((await settings('zh')).hoursGallery).toBe('周一至周五 10:00–17:00');
  });
});
