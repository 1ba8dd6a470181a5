import { desc } from 'drizzle-orm';
import { CONTENT_TYPES } from '../content/registry.ts';
import type { Orm } from '../db/client.ts';
import { blogPosts } from '../db/schema/index.ts';
import { isPublic } from './published.ts';

/** Every public entry's address and when it last changed, by the path of its list page. */
export function listPublicEntries(orm: Orm, now: Date): { list: string; slug: string; updatedAt: Date }[] {
  return CONTENT_TYPES.flatMap(({ description, table }) =>
    (
      orm
        .select({ slug: table.slug, updatedAt: table.updatedAt })
        .from(table)
        .where(isPublic(table, now))
        .orderBy(desc(table.updatedAt))
        .all() as {
        slug: string;
        updatedAt: Date;
      }[]
    ).map((row) => ({ list: description.publicList, ...row })),
  );
}

/** The newest public blog posts with what a feed reader shows of each. */
export function listBlogFeed(orm: Orm, limit: number, now: Date) {
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
    .where(isPublic(blogPosts, now))
    .orderBy(desc(blogPosts.date), desc(blogPosts.id))
    .limit(limit)
    .all();
}
