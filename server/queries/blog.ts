import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { blogPostImages, blogPosts } from '../db/schema/index.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { fallbackOf, languagesAnswer, tr, withListFallback } from './translated-fields.ts';

/** Read while answering: the texts are the request language's. */
const listColumns = () => ({
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: tr('blog', blogPosts, 'title', 'title'),
  subtitle: tr('blog', blogPosts, 'subtitle', 'subtitle'),
  date: blogPosts.date,
  imgId: blogPosts.imgId,
  updatedAt: blogPosts.updatedAt,
});

type ListRow = Pick<
  typeof blogPosts.$inferSelect,
  'id' | 'slug' | 'title' | 'subtitle' | 'date' | 'imgId' | 'updatedAt'
>;

function toListItems(orm: Orm, rows: ListRow[]) {
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  const items = rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    date: row.date,
    img: imgs.get(row.imgId) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
  // The texts a card shows, marked where a page in another language shows them in English.
  return withListFallback(orm, 'blog', items, ['title', 'subtitle']);
}

/** Newest post first; posts of the same day in the order they were written, latest first. */
export function listBlogPosts(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns())
    .from(blogPosts)
    .where(isPublic(blogPosts, now))
    .orderBy(desc(blogPosts.date), desc(blogPosts.id))
    .all();
  return toListItems(orm, rows);
}

export function findBlogPost(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select({
      ...listColumns(),
      ...publishColumns(blogPosts),
      body: tr('blog', blogPosts, 'body', 'body'),
      video: blogPosts.video,
      chinaVideo: blogPosts.chinaVideo,
      metaDescription: tr('blog', blogPosts, 'metaDescription', 'metaDescription'),
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visibleTo(blogPosts, viewer)))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  const answer = {
    ...item,
    body: row.body,
    video: row.video,
    china_video: row.chinaVideo,
    additional_imgs: loadImageList(orm, blogPostImages, row.id),
    metaDescription: row.metaDescription,
    ...previewOf(row, viewer.now),
  };
  return { ...answer, ...fallbackOf(orm, 'blog', row.id, answer), ...languagesAnswer(orm, 'blog', row.id) };
}

const PAGE_KEYS = [key.desc(sql`${blogPosts.date}`), key.desc(sql`${blogPosts.id}`)];

/** One page of the list in the same order (`?limit=&after=`). */
export function pageBlogPosts(orm: Orm, now: Date, ask: PageAsk) {
  return readPage(
    ask,
    'blog',
    PAGE_KEYS,
    (after, limit) =>
      orm
        .select({ ...listColumns(), ...keyColumns(PAGE_KEYS) })
        .from(blogPosts)
        .where(and(isPublic(blogPosts, now), after))
        .orderBy(...orderOf(PAGE_KEYS))
        .limit(limit)
        .all(),
    (rows) => toListItems(orm, rows),
    () => countPublic(orm, blogPosts, now),
  );
}
