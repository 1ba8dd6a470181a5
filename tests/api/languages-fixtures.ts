import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { artists } from '../../server/content/types/artists.ts';
import { blogPosts } from '../../server/content/types/blog-posts.ts';
import { shopItems } from '../../server/content/types/shop-items.ts';
import * as t from '../../server/db/schema/index.ts';
import { writeNames } from '../../server/i18n/names.ts';
import { setLanguages, writeTranslations } from '../../server/i18n/translations.ts';
import type { Lang } from '../../shared/languages.ts';
import { createTestApp } from './helpers.ts';
import { fakeClientDir, PUBLIC_URL } from './seo-helpers.ts';

/** The stand-in client build, with the blog feed's link the real index.html has. */
function clientWithFeedLink(): string {
  const dir = fakeClientDir();
  const file = path.join(dir, 'index.html');
  const feed = '<link rel="alternate" type="application/rss+xml" title="Blog" href="/blog/rss.xml" />';
  writeFileSync(file, readFileSync(file, 'utf8').replace('<!--page-head-->', `${feed}\n    <!--page-head-->`));
  return dir;
}

/**
 * The demo site in two languages, written as staff would through the admin: some entries published in
 * Chinese with their Chinese texts, some English only, one Chinese only, and a Korean artist whose name travels
 * in every form. Whatever the demo seed already holds in other languages is cleared first, so the counts here
 * are the fixture's own.
 */

/** The Chinese names of the artists in the fixed pinyin list, by slug (长城 and 重庆 read in context). */
export const CHINESE_NAMES: Record<string, string> = {
  'ri-chol-jun': '朱明',
  'kim-yong-suk': '重庆',
  'pak-myong-hwa': '长城',
  'choe-un-gyong': '安东',
  'han-kwang-il': '李哲俊',
  'kang-mi-ran': '朴东九',
};

/** The artist whose name is searched in every form. */
export const KOREAN = {
  slug: 'kang-mi-ran',
  official: 'Pak Tong Gu',
  revised: 'Bak Dong-gu',
  hangul: '박동구',
  hanzi: '朴东九',
  bio: '<p>朝鲜画家，擅长朝鲜画。</p>',
};

/** Published in English only (every entry is until staff publish it in Chinese). */
export const ENGLISH_ONLY_ARTIST = 'jong-sun-ok';
/** Published in Chinese without a Chinese name: sorts after every named artist. */
export const UNNAMED_ARTIST = 'o-hyon-chol';

export async function createBilingualSite() {
  const site = await createTestApp({ seed: true, env: { PUBLIC_URL }, clientDir: clientWithFeedLink() });
  const { orm } = site.db;
  orm.delete(t.entryPublication).run();
  orm.delete(t.entryTranslations).run();
  orm.delete(t.entryNames).run();
  const publish = (type: string, id: number, languages: Partial<Record<Lang, boolean>>) =>
    setLanguages(orm, type, id, languages);

  const demoArtists = orm.select().from(artists).orderBy(artists.id).all();
  const korean = demoArtists.find((artist) => artist.slug === KOREAN.slug);
  if (!korean) throw new Error('the demo has no artist kang-mi-ran');
  orm.update(artists).set({ name: KOREAN.official }).where(eq(artists.id, korean.id)).run();
  for (const artist of demoArtists) {
    if (artist.slug === ENGLISH_ONLY_ARTIST) continue;
    publish('artists', artist.id, { zh: true });
    const name = CHINESE_NAMES[artist.slug];
    if (!name) continue;
    writeTranslations(orm, 'artists', artist.id, 'zh', { name });
    writeNames(orm, 'artists', artist.id, {}, name);
  }
  writeTranslations(orm, 'artists', korean.id, 'zh', { bio: KOREAN.bio });
  writeNames(orm, 'artists', korean.id, { hangul: KOREAN.hangul, revised: KOREAN.revised }, KOREAN.hanzi);

  // Every work in Chinese but the English-only artist's, and one more kept English only.
  const works = orm.select().from(shopItems).orderBy(shopItems.id).all();
  const englishOnlyArtist = demoArtists.find((artist) => artist.slug === ENGLISH_ONLY_ARTIST);
  const firstArtist = demoArtists[0];
  if (!englishOnlyArtist || !firstArtist) throw new Error('the demo has too few artists');
  const englishOnlyWork = works.find((work) => work.artistId === firstArtist.id);
  if (!englishOnlyWork) throw new Error('the first artist has no work');
  const chineseWorks = works.filter((w) => w.artistId !== englishOnlyArtist.id && w.id !== englishOnlyWork.id);
  for (const work of chineseWorks) {
    publish('shop', work.id, { zh: true });
    writeTranslations(orm, 'shop', work.id, 'zh', { title: `作品${work.id}号` });
  }

  // Blog: one post in both, one English only, one Chinese only.
  const [both, englishPost, chinesePost] = orm.select().from(blogPosts).orderBy(blogPosts.id).all();
  if (!both || !englishPost || !chinesePost) throw new Error('the demo has too few posts');
  publish('blog', both.id, { zh: true });
  writeTranslations(orm, 'blog', both.id, 'zh', { title: '平壤的春天', body: '<p>春天的展览。</p>' });
  publish('blog', chinesePost.id, { en: false, zh: true });
  writeTranslations(orm, 'blog', chinesePost.id, 'zh', { title: '只有中文的文章' });

  return {
    ...site,
    korean: { ...korean, name: KOREAN.official },
    englishOnlyWork,
    chineseWorks,
    englishOnlyArtist,
    posts: { both, englishPost, chinesePost },
  };
}

export type BilingualSite = Awaited<ReturnType<typeof createBilingualSite>>;

export async function json<T>(site: BilingualSite, path: string): Promise<T> {
  const res = await site.app.request(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
