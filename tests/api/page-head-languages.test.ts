import { beforeAll, describe, expect, test } from 'bun:test';
import { createSiteApp, readHead } from './seo-helpers.ts';

/**
 * A page whose words are fixed carries its title and description in the language of its address: a crawler
 * or a link preview of /zh/... reads Chinese without running JavaScript, and the English address stays in the
 * SPEC's English.
 */

let site: Awaited<ReturnType<typeof createSiteApp>>;
beforeAll(async () => {
  site = await createSiteApp();
});

async function head(path: string) {
  const res = await site.app.request(path);
  expect(res.status, path).toBe(200);
  return readHead(await res.text());
}

describe('static page heads in each language', () => {
  test('the English addresses keep their English titles and descriptions', async () => {
    expect((await head('/shop')).title).toBe('Shop | Taedong Gallery');
    expect((await head('/explore/films')).title).toBe('Films | Taedong Gallery');
    expect((await head('/')).title).toBe('Taedong Gallery | North Korean Art in Beijing');
    expect((await head('/about')).meta.get('description')).toMatch(/^About the gallery and studio/);
  });

  test('the Chinese addresses have Chinese titles and descriptions', async () => {
    expect((await head('/zh/shop')).title).toBe('商店 | 大同画廊');
    expect((await head('/zh/explore/films')).title).toBe('电影 | 大同画廊');
    expect((await head('/zh')).title).toBe('大同画廊 | 北京的朝鲜艺术');
    const about = await head('/zh/about');
    expect(about.title).toBe('关于我们 | 大同画廊');
    expect(about.meta.get('description')).toMatch(/^关于画廊与工作室/);
  });

  test('an English request after a Chinese one is still in English', async () => {
    await head('/zh/blog');
    expect((await head('/blog')).title).toBe('Blog | Taedong Gallery');
  });
});
