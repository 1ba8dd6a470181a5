import { afterEach, describe, expect, test } from 'bun:test';
import { images, siteSettings } from '../../server/db/schema/index.ts';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site-settings.ts';
import { type AuthApp, createAuthApp, signIn } from './auth-fixtures.ts';

/**
 * The gallery's details staff edit in the admin (issue 13): a public read for the footer and contact
 * section, an admin read and save behind the session, every field checked, and a refusal changes nothing.
 */

let app: AuthApp;
afterEach(() => app?.close());

const publicSettings = async () =>
  (await app.app.request('/api/site/settings')).json() as Promise<Record<string, unknown>>;

const GOOD: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  addressEn: 'Taedong Gallery\n798 Art District\nBeijing',
  phone: '+86 10 1234 5678',
  email: 'hello@gallery.example',
  social: {
    ...DEFAULT_SITE_SETTINGS.social,
    weibo: 'https://weibo.com/taedonggallery',
    xiaohongshu: 'https://www.xiaohongshu.com/user/profile/5f0000000000000000000001',
  },
  wechatId: 'taedong_gallery',
  latitude: 39.98412,
  longitude: 116.49531,
};

describe('site settings', () => {
  test('before anything is saved the public read gives the defaults, with no social link', async () => {
    app = await createAuthApp();
    const settings = await publicSettings();
    expect(settings).toMatchObject({ phone: DEFAULT_SITE_SETTINGS.phone, wechatQr: null });
    expect(Object.values(settings.social as Record<string, string>).every((href) => href === '')).toBe(true);
    expect(settings).not.toHaveProperty('wechatQrImageId');
  });

  test('reading and saving need a session', async () => {
    app = await createAuthApp();
    expect((await app.withCookie('/api/admin/settings/update', undefined, GOOD)).status).toBe(401);
    expect((await app.app.request('/api/admin/settings')).status).toBe(401);
  });

  test('staff save the details and the public read shows them at once', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const res = await app.withCookie('/api/admin/settings/update', cookie, GOOD);
    expect(await res.json()).toEqual({ success: true });
    const admin = await app.app.request('/api/admin/settings', { headers: { Cookie: cookie } });
    // The Chinese values of the settings written per language come beside them (none written yet).
    expect(await admin.json()).toEqual({ ...GOOD, translations: { zh: {} } });
    expect(await publicSettings()).toMatchObject({
      addressEn: GOOD.addressEn,
      social: GOOD.social,
      wechatId: 'taedong_gallery',
      latitude: 39.98412,
      longitude: 116.49531,
    });
  });

  test('a WeChat QR image is given to the public as an image reference', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const image = app.db.orm
      .insert(images)
      .values({
        slug: 'wechat-qr',
        title: 'WeChat QR code',
        alt: 'QR code to add the gallery on WeChat',
        contentType: 'image/png',
        width: 300,
        height: 300,
        byteSize: bytes.length,
        hash: 'a'.repeat(64),
        bytes,
      })
      .returning({ id: images.id })
      .get();
    const res = await app.withCookie('/api/admin/settings/update', cookie, { ...GOOD, wechatQrImageId: image?.id });
    expect(res.status).toBe(200);
    expect((await publicSettings()).wechatQr).toMatchObject({
      slug: 'wechat-qr',
      alt: 'QR code to add the gallery on WeChat',
      src: `/api/media/${'a'.repeat(64)}.png`,
    });
  });

  test('bad values are refused with their own message and nothing is stored', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const cases: [Partial<SiteSettings> & Record<string, unknown>, string][] = [
      [{ email: 'not-an-address' }, 'Enter a valid e-mail address.'],
      [{ phone: 'call us' }, 'The phone number may hold only digits, spaces, brackets, dashes and a leading +.'],
      [
        { social: { ...GOOD.social, facebook: 'https://www.facebook.com/' } },
        "The Facebook address must be the https address of the gallery's own Facebook page, or empty.",
      ],
      [
        { social: { ...GOOD.social, weibo: 'https://evil.example/weibo' } },
        "The Weibo address must be the https address of the gallery's own Weibo page, or empty.",
      ],
      [{ latitude: 95 }, 'The latitude must be between -90 and 90.'],
      [{ longitude: null }, 'Give both the latitude and the longitude, or neither.'],
      [{ wechatId: '1abc' }, 'A WeChat ID is 6 to 20 letters, digits, - or _, starting with a letter.'],
      [{ wechatQrImageId: 999_999 }, 'The image chosen for the WeChat QR code no longer exists.'],
      [{ icpNumber: 'ICP 12345' }, 'The ICP filing number looks like 京ICP备12345678号-1, or is empty.'],
      [{ eurToCny: 0 }, 'The CNY exchange rate must be more than 0.'],
      [{ eurToUsd: 200_000 }, 'The USD exchange rate must be at most 100000.'],
    ];
    for (const [change, msg] of cases) {
      const res = await app.withCookie('/api/admin/settings/update', cookie, { ...GOOD, ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { msg: string }[] };
      expect(body.errors.map((e) => e.msg)).toContain(msg);
    }
    expect(app.db.orm.select().from(siteSettings).all()).toEqual([]);
  });

  test('the ICP filing number and the exchange rates are saved and read by the public pages', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const china = { ...GOOD, icpNumber: '京ICP备12345678号-1', eurToCny: 7.82, eurToUsd: 1.08 };
    expect((await app.withCookie('/api/admin/settings/update', cookie, china)).status).toBe(200);
    expect(await publicSettings()).toMatchObject({ icpNumber: '京ICP备12345678号-1', eurToCny: 7.82, eurToUsd: 1.08 });
  });

  test('settings saved before the ICP number and the rates existed still read as they were', async () => {
    app = await createAuthApp();
    const { icpNumber, eurToCny, eurToUsd, ...older } = GOOD;
    app.db.orm.insert(siteSettings).values({ id: 1, data: older, updatedAt: new Date() }).run();
    expect(await publicSettings()).toMatchObject({ phone: GOOD.phone, icpNumber: '', eurToCny: null, eurToUsd: null });
  });
});
