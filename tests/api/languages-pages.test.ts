import { beforeAll, describe, expect, test } from 'bun:test';
import { type BilingualSite, createBilingualSite, ENGLISH_ONLY_ARTIST, KOREAN } from './languages-fixtures.ts';
import { PUBLIC_URL, readHead } from './seo-helpers.ts';

/**
 * What a crawler reads of the site in two languages: each page's head names exactly the languages its entry
 * is published in (hreflang, reciprocal), the sitemap lists them with alternates, the Chinese feed lists the
 * Chinese posts, and only `/` follows the visitor's choice of language.
 */

let site: BilingualSite;
beforeAll(async () => {
  site = await createBilingualSite();
});

/** The hreflang alternates of raw HTML, as tag → address. */
function alternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.matchAll(/<link [^>]*rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g);
  return Object.fromEntries([...links].map(([, tag, href]) => [tag, href]));
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await site.app.request(path, { headers });
  const html = await res.text();
  return { res, html, head: readHead(html), alternates: alternates(html) };
}

const artistPath = `/artists/${KOREAN.slug}`;

describe('the head of an entry page', () => {
  test('published in both: hreflang reciprocal, canonical and og:locale in the page language', async () => {
    const en = await page(artistPath);
    const zh = await page(`/zh${artistPath}`);
    const both = {
      en: `${PUBLIC_URL}${artistPath}`,
      'zh-Hans': `${PUBLIC_URL}/zh${artistPath}`,
      'x-default': `${PUBLIC_URL}${artistPath}`,
    };
    expect(en.alternates).toEqual(both);
    expect(zh.alternates).toEqual(both);
    expect(zh.res.headers.get('Content-Language')).toBe('zh-Hans');
    expect(zh.html).toContain('<html lang="zh-Hans">');
    expect(zh.head.canonical).toBe(`${PUBLIC_URL}/zh${artistPath}`);
    expect(zh.head.title).toStartWith(KOREAN.hanzi);
    expect(zh.head.meta.get('og:locale')).toBe('zh_CN');
    expect(zh.html).toContain('<meta data-page-head property="og:locale:alternate" content="en_GB" />');
    expect(en.head.meta.get('og:locale')).toBe('en_GB');

    const person = zh.head.jsonLd.find((node) => node['@type'] === 'Person');
    expect(person).toMatchObject({ name: KOREAN.hanzi, alternateName: KOREAN.official, url: both['zh-Hans'] });
    const english = en.head.jsonLd.find((node) => node['@type'] === 'Person');
    expect(english).toMatchObject({ name: KOREAN.official, alternateName: KOREAN.hanzi, url: both.en });
  });

  test('an English-only entry links English and x-default only, and is a 404 under /zh', async () => {
    const en = await page(`/artists/${ENGLISH_ONLY_ARTIST}`);
    expect(en.res.status).toBe(200);
    expect(en.alternates).toEqual({
      en: `${PUBLIC_URL}/artists/${ENGLISH_ONLY_ARTIST}`,
      'x-default': `${PUBLIC_URL}/artists/${ENGLISH_ONLY_ARTIST}`,
    });
    expect(en.html).not.toContain('og:locale:alternate');
    expect((await page(`/zh/artists/${ENGLISH_ONLY_ARTIST}`)).res.status).toBe(404);
    expect((await page(`/zh/shop/${site.englishOnlyWork.slug}`)).res.status).toBe(404);
  });

  test('an entry only in another language is a 404 that says where it is, the API answer and the page', async () => {
    const work = site.englishOnlyWork.slug;
    const api = await site.app.request(`/api/shop/${work}?lang=zh`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Shop item not found.', languages: ['en'] });
    const artist = await site.app.request(`/api/artists/${ENGLISH_ONLY_ARTIST}?lang=zh`);
    expect(await artist.json()).toEqual({ error: 'Artist not found.', languages: ['en'] });
    const post = await site.app.request(`/api/blog/${site.posts.chinesePost.slug}`);
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: 'Blog post not found.', languages: ['zh'] });
    // An unknown slug, or a draft, says nothing more.
    expect(await (await site.app.request('/api/shop/no-such-work?lang=zh')).json()).toEqual({
      error: 'Shop item not found.',
    });
    site.db.raw.run("UPDATE shop_items SET status = 'draft' WHERE slug = ?", work);
    try {
      expect(await (await site.app.request(`/api/shop/${work}?lang=zh`)).json()).toEqual({
        error: 'Shop item not found.',
      });
      expect((await page(`/zh/shop/${work}`)).head.title).toBe('页面未找到 | 大同画廊');
    } finally {
      site.db.raw.run("UPDATE shop_items SET status = 'published' WHERE slug = ?", work);
    }

    const zh = await page(`/zh/shop/${work}`);
    expect(zh.res.status).toBe(404);
    expect(zh.head.title).toBe('仅有英文版 | 大同画廊');
    expect(zh.head.meta.get('robots')).toBe('noindex');
    expect(zh.alternates).toEqual({});
    // The page carries where the entry is, for its first screen and the app (client/lib/api.ts loadEntry).
    const data = /<script type="application\/json" id="first-page-data">([\s\S]*?)<\/script>/.exec(zh.html)?.[1];
    expect(JSON.parse(data ?? '[]')).toContainEqual({ key: ['shop', work, 'only-in'], data: ['en'] });
    const en = await page(`/blog/${site.posts.chinesePost.slug}`);
    expect(en.res.status).toBe(404);
    expect(en.head.title).toStartWith('Only in Chinese | ');
  });

  test('a post in Chinese carries inLanguage; a Chinese-only one is a 404 in English', async () => {
    const zh = await page(`/zh/blog/${site.posts.both.slug}`);
    expect(zh.head.jsonLd.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
      headline: '平壤的春天',
      inLanguage: 'zh-Hans',
    });
    const chineseOnly = `/blog/${site.posts.chinesePost.slug}`;
    expect((await page(chineseOnly)).res.status).toBe(404);
    const only = await page(`/zh${chineseOnly}`);
    expect(only.res.status).toBe(200);
    expect(only.alternates).toEqual({
      'zh-Hans': `${PUBLIC_URL}/zh${chineseOnly}`,
      'x-default': `${PUBLIC_URL}/zh${chineseOnly}`,
    });
  });

  test('a fixed page links both languages', async () => {
    const zh = await page('/zh/shop');
    expect(zh.alternates).toEqual({
      en: `${PUBLIC_URL}/shop`,
      'zh-Hans': `${PUBLIC_URL}/zh/shop`,
      'x-default': `${PUBLIC_URL}/shop`,
    });
  });
});

describe('the sitemap', () => {
  test('lists each entry in each language it is published in, with reciprocal alternates', async () => {
    const xml = await (await site.app.request('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urlOf = (path: string) =>
      xml.split('\n').find((line) => line.includes(`<loc>${PUBLIC_URL}${path}</loc>`)) ?? '';
    const link = (tag: string, path: string) =>
      `<xhtml:link rel="alternate" hreflang="${tag}" href="${PUBLIC_URL}${path}"/>`;
    for (const path of [artistPath, `/zh${artistPath}`]) {
      expect(urlOf(path)).toContain(link('en', artistPath));
      expect(urlOf(path)).toContain(link('zh-Hans', `/zh${artistPath}`));
      expect(urlOf(path)).toContain(link('x-default', artistPath));
    }
    const englishOnly = `/artists/${ENGLISH_ONLY_ARTIST}`;
    expect(urlOf(englishOnly)).toContain(link('en', englishOnly));
    expect(urlOf(englishOnly)).not.toContain('zh-Hans');
    expect(xml).not.toContain(`/zh${englishOnly}<`);
    const chineseOnly = `/blog/${site.posts.chinesePost.slug}`;
    expect(urlOf(`/zh${chineseOnly}`)).toContain(link('zh-Hans', `/zh${chineseOnly}`));
    expect(urlOf(chineseOnly)).toBe('');
    expect(urlOf('/zh/shop')).toContain(link('en', '/shop'));
  });
});

describe('the Chinese blog feed', () => {
  test('lists only the posts published in Chinese, in Chinese, at /zh/blog/rss.xml', async () => {
    const res = await site.app.request('/zh/blog/rss.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<language>zh-Hans</language>');
    expect(xml).toContain('<title>大同画廊博客</title>');
    expect(xml).toContain('<title>平壤的春天</title>');
    expect(xml).toContain(`<link>${PUBLIC_URL}/zh/blog/${site.posts.chinesePost.slug}</link>`);
    expect(xml).not.toContain(site.posts.englishPost.slug);
    expect((xml.match(/<item>/g) ?? []).length).toBe(2);

    const english = await (await site.app.request('/blog/rss.xml')).text();
    expect(english).toContain('<title>Taedong Gallery blog</title>');
    expect(english).toContain(site.posts.englishPost.slug);
    expect(english).not.toContain(site.posts.chinesePost.slug);
    expect((await page('/zh/blog')).html).toContain(`hreflang="zh-Hans" href="${PUBLIC_URL}/zh/blog/rss.xml"`);
    expect((await page('/blog')).html).toContain('href="/blog/rss.xml"');
  });
});

describe('the language chosen at /', () => {
  test('a lang=zh cookie leads / to /zh; Accept-Language never does', async () => {
    const chosen = await site.app.request('/', { headers: { Cookie: 'lang=zh' } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('Location')).toBe('/zh');
    expect(chosen.headers.get('Vary') ?? '').toContain('Cookie');

    const guessed = await page('/', { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    expect(guessed.res.status).toBe(200);
    expect(guessed.html).toContain('<html lang="en">');
    expect(guessed.res.headers.get('Vary') ?? '').toContain('Cookie');

    const stays = await page('/zh', { Cookie: 'lang=en' });
    expect(stays.res.status).toBe(200);
    expect(stays.html).toContain('<html lang="zh-Hans">');
    expect((await site.app.request('/shop', { headers: { Cookie: 'lang=zh' } })).status).toBe(200);
  });
});
