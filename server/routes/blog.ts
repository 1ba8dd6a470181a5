import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { findBlogPost, listBlogPosts } from '../queries/blog.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

export const blogRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', (c) => c.json(listBlogPosts(c.var.deps.db.orm, c.var.deps.now())))
  .get('/:slug', followRenames('blog'), (c) => {
    const post = findBlogPost(c.var.deps.db.orm, c.req.param('slug'), entryViewer(c));
    if (!post) throw notFound('Blog post not found.');
    markPreview(c, post.preview !== undefined);
    return c.json(post);
  });
