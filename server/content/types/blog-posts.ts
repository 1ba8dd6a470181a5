import { blogPostContent } from '../../../shared/content/blog-post.ts';
import { blogPostMeta } from '../../../shared/page-meta.ts';
import { blogPostImages, blogPosts } from '../../db/schema/index.ts';
import { findBlogPost } from '../../queries/blog.ts';
import { blogPostData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

const f = fieldsOf(blogPosts);

export const blogPostType = defineContentType(blogPostContent, {
  table: blogPosts,
  title: blogPosts.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    date: f.column('date'),
    body: f.html('body'),
    video: f.column('video'),
    china_video: f.column('chinaVideo'),
    img: f.image('imgId'),
    additional_imgs: f.imageList(blogPostImages),
    metaDescription: f.column('metaDescription'),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  page: publicPage(findBlogPost, blogPostMeta, blogPostData),
});
