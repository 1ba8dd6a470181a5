import { desc } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { artists, blogPosts, collections, exhibitions, films, publications, shopItems } from '../db/schema/index.ts';

/** Every public entry's address and when it last changed, by the path of its list page. */
export function listPublicEntries(orm: Orm): { list: string; slug: string; updatedAt: Date }[] {
  const tables = [
    ['/shop', shopItems],
    ['/artists', artists],
    ['/explore/collections', collections],
    ['/explore/exhibitions', exhibitions],
    ['/explore/films', films],
    ['/explore/publications', publications],
    ['/blog', blogPosts],
  ] as const;
  return tables.flatMap(([list, table]) =>
    orm
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .orderBy(desc(table.updatedAt))
      .all()
      .map((row) => ({ list, ...row })),
  );
}

/** The newest blog posts with what a feed reader shows of each. */
export function listBlogFeed(orm: Orm, limit: number) {
  return orm
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      subtitle: blogPosts.subtitle,
      date: blogPosts.date,
      body: blogPosts.body,
      metaDescription: blogPosts.metaDescription,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.date), desc(blogPosts.id))
    .limit(limit)
    .all();
}
