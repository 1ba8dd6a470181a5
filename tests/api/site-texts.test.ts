import { afterEach, describe, expect, test } from 'bun:test';
import { images, siteTexts } from '../../server/db/schema/index.ts';
import { DEFAULT_SITE_TEXTS } from '../../shared/site-texts.ts';
import { type AuthApp, createAuthApp, signIn } from './auth-fixtures.ts';
import { createTestApp, TEST_ORIGIN } from './helpers.ts';

/**
 * The texts of the public pages that staff edit (issue 18 'Site texts'): one public read with every text,
 * an admin read and save behind the session, rich text sanitised on write, and a refusal changes nothing.
 */

let app: AuthApp;
afterEach(() => app?.close());

type PublicTexts = Record<string, unknown> & { findUsIn: unknown[]; privacyBody: string; hoursNote: string };
const publicTexts = async () => (await app.app.request('/api/site/texts')).json() as Promise<PublicTexts>;

const put = (cookie: string | undefined, body: unknown) =>
  app.app.request('/api/admin/site-texts', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

const adminTexts = async (cookie: string) =>
  (await app.app.request('/api/admin/site-texts', { headers: { Cookie: cookie } })).json() as Promise<{
    texts: Record<string, unknown>;
    version: string;
  }>;

function addImage(slug: string) {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  const row = app.db.orm
    .insert(images)
    .values({
      slug,
      title: slug,
      alt: `The ${slug}`,
      contentType: 'image/png',
      width: 400,
      height: 300,
      byteSize: bytes.length,
      hash: slug.padEnd(64, '0').slice(0, 64),
      bytes,
    })
    .returning({ id: images.id })
    .get();
  return row?.id as number;
}

describe('site texts', () => {
  test('before anything is saved every page shows its default, and the press strip is empty', async () => {
    app = await createAuthApp();
    const res = await app.app.request('/api/site/texts');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('must-revalidate');
    expect(res.headers.get('ETag')).toBeTruthy();
    const texts = await publicTexts();
    expect(texts.heroHeading).toBe('Art from North Korea, shown in Beijing');
    expect(texts.heroImage).toBeNull();
    expect(texts.findUsIn).toEqual([]);
    expect(texts.aboutFounderText).toContain('Our founder came to Beijing in 1989');
    expect(texts.hoursNote).toBe('The gallery is open Mon-Fri 10am-5pm.');
    // The legal pages name the gallery's e-mail and address from the site settings.
    expect(texts.privacyBody).toContain('<a href="mailto:info@taedong-gallery.example">');
    expect(texts.privacyBody).toContain('2 Jiuxianqiao Road, 798 Art District');
    expect(texts.privacyBody).not.toContain('{email}');
  });

  test('reading and saving need a session', async () => {
    app = await createAuthApp();
    expect((await put(undefined, { texts: { heroHeading: 'Hello' } })).status).toBe(401);
    expect((await app.app.request('/api/admin/site-texts')).status).toBe(401);
    expect(app.db.orm.select().from(siteTexts).all()).toEqual([]);
  });

  test('staff save texts of several kinds and the public read shows them at once', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const hero = addImage('hero-work');
    const logo = addImage('press-logo');
    const texts = {
      heroHeading: 'Ink and woodcut from Pyongyang',
      heroImage: hero,
      founderText: 'First paragraph.\nSecond paragraph.',
      findUsIn: [
        { name: 'Demo Daily', logoImageId: logo, url: 'https://press.example/review' },
        { name: 'Demo Radio', logoImageId: null, url: '' },
      ],
    };
    const { version } = await adminTexts(cookie);
    const res = await put(cookie, { texts, version });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await adminTexts(cookie)).texts).toEqual({ ...DEFAULT_SITE_TEXTS, ...texts });
    const shown = await publicTexts();
    expect(shown).toMatchObject({
      heroHeading: texts.heroHeading,
      heroImage: { slug: 'hero-work', alt: 'The hero-work' },
      founderText: texts.founderText,
      findUsIn: [
        { name: 'Demo Daily', url: 'https://press.example/review', logo: { slug: 'press-logo' } },
        { name: 'Demo Radio', url: '', logo: null },
      ],
    });
    const row = app.db.orm.select().from(siteTexts).all()[0];
    expect(row).toMatchObject({ lang: 'en', updatedBy: app.admin.id });
  });

  test('rich text is sanitised on write: the script and the onerror are gone', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const html =
      '<h2>Our policy</h2><p onclick="steal()">We keep little.</p><script>alert(1)</script>' +
      '<img src="/api/media/x.webp" alt="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    expect((await put(cookie, { texts: { privacyBody: html } })).status).toBe(200);
    const stored = (await adminTexts(cookie)).texts.privacyBody as string;
    for (const body of [stored, (await publicTexts()).privacyBody]) {
      expect(body).toContain('<h2>Our policy</h2>');
      expect(body).toContain('We keep little.');
      expect(body).not.toContain('script');
      expect(body).not.toContain('onerror');
      expect(body).not.toContain('onclick');
      expect(body).not.toContain('javascript:');
    }
  });

  test('unknown keys, too long and wrong kinds are refused with a sentence, and nothing changes', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ heroHeading: 'Fine', footerText: 'x' }, 'There is no site text named footerText.'],
      [{ heroHeading: 'x'.repeat(121) }, "The Home page's hero heading can be at most 120 characters."],
      [{ heroHeading: 42 }, "The Home page's hero heading must be text."],
      [{ heroHeading: '   ' }, "The Home page's hero heading is required."],
      [{ heroImage: 'big.jpg' }, "The Home page's hero image must be an image from the library, or none."],
      [{ heroImage: 999_999 }, 'The image chosen for the hero no longer exists.'],
      [{ privacyBody: '<script>alert(1)</script>' }, "The Privacy page's privacy policy is required."],
      [{ findUsIn: 'Press, Broadcast' }, 'The Find us in list must be a list of press entries.'],
      [{ findUsIn: [{ name: '', logoImageId: null, url: '' }] }, 'The press name is required.'],
      [
        { findUsIn: [{ name: 'Demo', logoImageId: null, url: 'javascript:alert(1)' }] },
        'The press link must be a whole address starting with https:// (or http://), or empty.',
      ],
    ];
    for (const [texts, msg] of cases) {
      const res = await put(cookie, { texts });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { msg: string; path: string }[] };
      expect(body.errors.map((e) => e.msg)).toContain(msg);
    }
    expect(app.db.orm.select().from(siteTexts).all()).toEqual([]);
    expect((await publicTexts()).heroHeading).toBe(DEFAULT_SITE_TEXTS.heroHeading);
  });

  test('a save made over a newer one is refused whole, and the newer one stays', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    const { version } = await adminTexts(cookie);
    const first = await put(cookie, { texts: { heroHeading: 'First', heroLead: 'First lead' }, version });
    expect(first.status).toBe(200);
    const second = await put(cookie, { texts: { heroHeading: 'Second', heroLead: 'Second lead' }, version });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toContain('Someone else saved the site texts');
    expect(await publicTexts()).toMatchObject({ heroHeading: 'First', heroLead: 'First lead' });
  });

  test('an empty press list hides the strip even after entries were saved', async () => {
    app = await createAuthApp();
    const cookie = await signIn(app);
    await put(cookie, { texts: { findUsIn: [{ name: 'Demo Weekly', logoImageId: null, url: '' }] } });
    expect((await publicTexts()).findUsIn).toHaveLength(1);
    expect((await put(cookie, { texts: { findUsIn: [] } })).status).toBe(200);
    expect((await publicTexts()).findUsIn).toEqual([]);
  });

  test('the demo content shows an artwork in the hero and no press boxes', async () => {
    const demo = await createTestApp({ seed: true });
    try {
      const texts = (await (await demo.app.request('/api/site/texts')).json()) as PublicTexts;
      expect(texts.heroImage).toMatchObject({ slug: expect.stringMatching(/^artwork-/) });
      expect(texts.findUsIn).toEqual([]);
    } finally {
      demo.close();
    }
  });
});
