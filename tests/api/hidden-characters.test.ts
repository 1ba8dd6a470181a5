import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { artists } from '../../server/content/types/artists.ts';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { contactMessages, enquiries } from '../../server/db/schema/index.ts';
import { CONTENT_CASES } from './admin-content-cases.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertCatalogue, insertShopItem, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * Names are made of visible characters: a NUL, a right-to-left override, a zero-width space, a soft hyphen or
 * a zero-width joiner in a name a visitor or staff types is refused with a sentence naming the field, in the
 * page's language on the visitor's forms, and nothing is written. Chinese, Korean and accented names pass,
 * and a message keeps its line breaks.
 */

type Errors = { errors: { msg: string; path: string }[] };

const HIDDEN = {
  NUL: '\u0000',
  RLO: '\u202e',
  ZWSP: '\u200b',
  'soft hyphen': '\u00ad',
  ZWJ: '\u200d',
  BEL: '\u0007',
} as const;

const adminMessage = (label: string) =>
  `${label} contains an invisible or control character (such as a zero-width space or a direction mark): remove it.`;
const VISITOR_MESSAGE = {
  en: 'Your name can hold only visible characters: remove the invisible or control character (such as a zero-width space or a direction mark).',
  zh: '姓名只能包含可见字符：请删除其中的不可见字符或控制字符（如零宽空格或方向标记）。',
};

const errorsOf = async (res: Response) => ((await res.json()) as Errors).errors;

describe("a visitor's name", () => {
  let ctx: TestApp;
  beforeEach(() => {
    ctx = openTestApp();
    insertCatalogue(ctx.db);
  });
  afterEach(() => ctx.close());

  test('the contact form, the checkout and the enquiry about a work refuse it, in the page language', async () => {
    insertShopItem(ctx.db, {
      slug: 'pine-and-crane',
      title: 'Pine and Crane',
      artistName: 'Kim Song Hui',
      sizes: [{ size: '70 x 45 cm', priceCents: 242_000 }],
    });
    const work = { slug: 'pine-and-crane', email: 'li.wei@example.com', message: 'Is it still there?' };
    for (const [i, [what, char]] of Object.entries(HIDDEN).entries()) {
      const name = `Anna${char} Kim`;
      for (const lang of ['en', 'zh'] as const) {
        // Each round from its own address, so the forms' limit per address is not what answers.
        ctx.visitor.address = `203.0.113.${10 + i * 2 + (lang === 'zh' ? 1 : 0)}`;
        const query = lang === 'zh' ? '?lang=zh' : '';
        const calls = [
          ctx.post(`/api/send/contact${query}`, validMessage({ name })),
          ctx.post(`/api/send/checkout${query}`, validEnquiry({ name })),
          ctx.post(`/api/send/enquiry${query}`, { ...work, name }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.status, `${what} ${lang}`).toBe(400);
          expect(await errorsOf(res)).toEqual([{ msg: VISITOR_MESSAGE[lang], path: 'name' }]);
        }
      }
    }
    expect(ctx.db.orm.select().from(contactMessages).all()).toEqual([]);
    expect(ctx.db.orm.select().from(enquiries).all()).toEqual([]);
  });

  test('Chinese, Korean and accented names pass, and a message keeps its line breaks', async () => {
    for (const name of ['李伟', '김송희', 'Zoë Łukasiewicz-Ó Briain', 'Anna 🎨']) {
      const res = await ctx.post('/api/send/contact', validMessage({ name, message: 'First line\r\nSecond line' }));
      expect(res.status, name).toBe(200);
    }
    const stored = ctx.db.orm.select().from(contactMessages).all();
    expect(stored.map((row) => row.name)).toEqual(['李伟', '김송희', 'Zoë Łukasiewicz-Ó Briain', 'Anna 🎨']);
    expect(stored[0]?.message).toBe('First line\r\nSecond line');
  });
});

describe('staff names and titles in Chinese', () => {
  let admin: AdminApp;
  let img: number;
  beforeEach(async () => {
    admin = await createAdminApp();
    img = await addLibraryImage(admin.db, 'main');
  });
  afterEach(() => admin.close());

  test("an artist's Chinese name and the other forms of the name are refused by field", async () => {
    const artist = { name: 'Pak Tong Gu', slug: 'pak-tong-gu', bio: '<p>A painter.</p>', img };
    const cases = [
      [{ translations: { zh: { name: `朴${HIDDEN.NUL}东九` } } }, 'translations.zh.name', 'Name in Chinese'],
      [{ translations: { zh: { name: `朴东九${HIDDEN.RLO}` } } }, 'translations.zh.name', 'Name in Chinese'],
      [{ names: { hangul: `박동${HIDDEN['soft hyphen']}구` } }, 'names.hangul', 'Hangul'],
      [{ names: { hanja: `朴${HIDDEN.ZWSP}東九` } }, 'names.hanja', 'Hanja'],
      [{ names: { revised: `Bak${HIDDEN.ZWJ} Dong-gu` } }, 'names.revised', 'Revised Romanization'],
    ] as const;
    for (const [extra, path, label] of cases) {
      const res = await admin.call('POST', '/api/admin/artists/new', { ...artist, ...extra });
      expect(res.status, path).toBe(400);
      expect(await errorsOf(res)).toContainEqual({ msg: adminMessage(label), path });
    }
    expect(admin.db.orm.select().from(artists).all()).toEqual([]);

    const chinese = { translations: { zh: { name: '朴东九' } }, names: { hangul: '박동구', hanja: '朴東九' } };
    expect((await admin.call('POST', '/api/admin/artists/new', { ...artist, ...chinese })).status).toBe(201);
  });

  test("a work's Chinese title is refused by field; its Chinese text keeps its line breaks", async () => {
    const artistRes = await admin.call('POST', '/api/admin/artists/new', {
      name: 'Reference Artist',
      slug: 'reference-artist',
      bio: '<p>Painter.</p>',
      img,
    });
    expect(artistRes.status).toBe(201);
    const artistId = admin.db.orm.select({ id: artists.id }).from(artists).get()?.id ?? 0;
    const shop = CONTENT_CASES.find((kind) => kind.path === 'shop');
    if (!shop) throw new Error('no shop case');
    const work = shop.body({ a: img, b: img, c: img }, { artist: artistId });
    const res = await admin.call('POST', '/api/admin/shop/new', {
      ...work,
      translations: { zh: { title: `黎明${HIDDEN.ZWSP}的河` } },
    });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toContainEqual({
      msg: adminMessage('Title in Chinese'),
      path: 'translations.zh.title',
    });
    expect(admin.db.orm.select().from(shopItems).all()).toEqual([]);

    const saved = await admin.call('POST', '/api/admin/shop/new', {
      ...work,
      translations: { zh: { title: '黎明的河', metaDescription: '黎明的河。\n第二行。' } },
    });
    expect(saved.status).toBe(201);
  });
});
