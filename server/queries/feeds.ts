import { desc } from 'drizzle-orm';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { CONTENT_TYPES } from '../content/registry.ts';
import { blogPosts } from '../content/types/blog-posts.ts';
import type { Orm } from '../db/client.ts';
import { inLang } from '../i18n/context.ts';
import { isPublic } from './published.ts';
import { tr } from './translated-fields.ts';

export type PublicEntry = { list: string; slug: string; updatedAt: Date; languages: Lang[] };

export function listPublicEntries(orm: Orm, now: Date): PublicEntry[] {
  const byAddress = new Map<string, PublicEntry>();
  for (const lang of LANGS) {
    const rows = inLang(lang, () =>
      CONTENT_TYPES.flatMap(({ description, table }) =>
        (
          orm
            .select({ slug: table.slug, updatedAt: table.updatedAt })
            .from(table)
            .where(isPublic(table, now))
            .orderBy(desc(table.updatedAt))
            .all() as { slug: string; updatedAt: Date }[]
        ).map((row) => ({ list: description.publicList, ...row })),
      ),
    );
    for (const row of rows) {
      const address = `${row.list}/${row.slug}`;
      const known = byAddress.get(address);
      if (known) known.languages.push(lang);
      else byAddress.set(address, { ...row, languages: [lang] });
    }
  }
  return [...byAddress.values()];
}

export function listBlogFeed(orm: Orm, limit: number, now: Date) {
  return orm
    .select({
      slug: blogPosts.slug,
      title: tr('blog', blogPosts, 'title', 'title'),
      subtitle: tr('blog', blogPosts, 'subtitle', 'subtitle'),
      date: blogPosts.date,
      body: tr('blog', blogPosts, 'body', 'body'),
      metaDescription: tr('blog', blogPosts, 'metaDescription', 'metaDescription'),
    })
    .from(blogPosts)
    .where(isPublic(blogPosts, now))
    .orderBy(desc(blogPosts.date), desc(blogPosts.id))
    .limit(limit)
    .all();
}
