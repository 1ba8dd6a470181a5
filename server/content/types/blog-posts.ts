import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { blogPostContent } from '../../../shared/content/blog-post.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { imageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    date: text('date').notNull(),
    body: text('body').notNull().default(''),
    video: text('video').notNull().default(''),
    chinaVideo: text('china_video').notNull().default(''),
    imgId: imageRef('img_id').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_unique').on(t.slug)],
);

export const blogPostImages = imageListTable('blog_post_images', () => blogPosts.id);

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
    newest: blogPosts.date,
  }),
});
