import { blogPostType } from '../content/types/blog-posts.ts';
import type { Orm } from '../db/client.ts';
import type { PageAsk } from './keyset.ts';
import { publicEntries } from './public-entries.ts';
import type { Viewer } from './published.ts';

const reads = publicEntries(blogPostType, {});

export function listBlogPosts(orm: Orm, now: Date) {
  return reads.list(orm, now);
}

export function findBlogPost(orm: Orm, slug: string, viewer: Viewer) {
  return reads.find(orm, slug, viewer);
}

export function pageBlogPosts(orm: Orm, now: Date, ask: PageAsk) {
  return reads.page(orm, now, ask);
}
