import { Hono } from 'hono';
import { isPaged, PAGE_SIZE, pageQuery } from '../../shared/list-query.ts';
import type { AppEnv } from '../lib/env.ts';
import { badPosition } from '../lib/paging.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import { findBlogPost, listBlogPosts, pageBlogPosts } from '../queries/blog.ts';
import { entryNotFound } from '../services/entry-not-found.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

export const blogRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', validateQuery(pageQuery), (c) => {
    const query = c.req.valid('query');
    if (!isPaged(query)) return c.json(listBlogPosts(c.var.deps.db.orm, c.var.deps.now()));
    const page = pageBlogPosts(c.var.deps.db.orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE });
    if (!page) throw badPosition();
    return c.json(page);
  })
  .get('/:slug', followRenames('blog'), (c) => {
    const slug = c.req.param('slug');
    const post = findBlogPost(c.var.deps.db.orm, slug, entryViewer(c));
    if (!post) throw entryNotFound(c, 'blog', slug, 'Blog post not found.');
    markPreview(c, post.preview !== undefined);
    return c.json(post);
  });
