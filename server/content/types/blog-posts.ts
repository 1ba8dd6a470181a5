import { blogPostContent } from '../../../shared/content/blog-post.ts';
import { blogPostImages, blogPosts } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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
  public: publicPart({
    list: {
      title: shown.text(blogPosts.title),
      subtitle: shown.text(blogPosts.subtitle),
      date: shown.column(blogPosts.date),
      img: shown.image(blogPosts.imgId),
    },
    detail: {
      body: shown.text(blogPosts.body),
      video: shown.column(blogPosts.video),
      china_video: shown.column(blogPosts.chinaVideo),
      additional_imgs: shown.imageList(blogPostImages),
      metaDescription: shown.text(blogPosts.metaDescription),
    },
    // Newest post first; posts of the same day in the order they were written, latest first.
    newest: blogPosts.date,
  }),
});
