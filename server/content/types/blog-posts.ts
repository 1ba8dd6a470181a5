import { blogPostSchema } from '../../../shared/content/blog-post.ts';
import { blogPostImages, blogPosts } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

const f = fieldsOf(blogPosts);

export const blogPostType = defineContentType({
  path: 'blog',
  noun: 'blog post',
  table: blogPosts,
  title: blogPosts.title,
  schema: blogPostSchema,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    date: f.column('date'),
    body: f.html('body'),
    video: f.column('video'),
    img: f.image('imgId'),
    additional_imgs: f.imageList(blogPostImages),
    metaDescription: f.column('metaDescription'),
  },
  publicPath: (slug) => `/blog/${slug}`,
});
