import { createHash } from 'node:crypto';
import { blogPosts } from '../../server/content/types/blog-posts.ts';
import { collectionImages, collections } from '../../server/content/types/collections.ts';
import { exhibitions } from '../../server/content/types/exhibitions.ts';
import { films } from '../../server/content/types/films.ts';
import { publications } from '../../server/content/types/publications.ts';
import type { Orm } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';

/**
 * A large Explore and blog catalogue for size tests and the list benchmark: `count` entries of each kind, the
 * n-th of each kind showing the n-th image (each with three srcset widths, like an upload), every long text
 * about `longText` characters and marked with LONG_MARK so a test can see whether it leaked into an answer.
 */

export const LONG_MARK = 'LONG-TEXT-MARK';

export type CatalogueOptions = { count: number; longText: number };

/** One stored image with three WebP widths; the bytes are a stand-in, never decoded by a read. */
function addImage(orm: Orm, n: number) {
  const hash = (text: string) => createHash('sha256').update(`${n}-${text}`).digest('hex');
  const bytes = Buffer.from('catalogue-image');
  const image = orm
    .insert(t.images)
    .values({
      slug: `catalogue-image-${n}`,
      title: `Catalogue image ${n}`,
      alt: 'A painting of green mountain ridges under a yellow sun.',
      contentType: 'image/jpeg',
      width: 1600,
      height: 1100,
      byteSize: bytes.length,
      hash: hash('original'),
      bytes,
    })
    .returning({ id: t.images.id })
    .get();
  const variants = [480, 960, 1440].map((width) => ({
    imageId: image.id,
    width,
    height: Math.round((width * 1100) / 1600),
    contentType: 'image/webp',
    byteSize: bytes.length,
    hash: hash(`variant-${width}`),
    bytes,
  }));
  orm.insert(t.imageVariants).values(variants).run();
  return image.id;
}

export function fillCatalogue(orm: Orm, { count, longText }: CatalogueOptions) {
  const long = `<p>${LONG_MARK} ${'A long passage of generated text about a generated work. '.repeat(longText / 58)}</p>`;
  const short = 'A short description, as a list page shows it.';
  orm.transaction((tx) => {
    for (let n = 0; n < count; n += 1) {
      const img = addImage(tx, n);
      const slug = `entry-${n}`;
      const title = `Entry number ${n}`;
      const common = { slug, title, metaDescription: `Meta description ${n}.` };
      const collection = tx
        .insert(collections)
        .values({ ...common, shortDescription: short, longDescription: long, mainImgId: img })
        .returning({ id: collections.id })
        .get();
      tx.insert(collectionImages).values({ ownerId: collection.id, position: 0, imageId: img }).run();
      tx.insert(exhibitions)
        .values({ ...common, subtitle: 'A subtitle', introduction: long, body: long, imgId: img })
        .run();
      tx.insert(films)
        .values({
          ...common,
          subtitle: 'A subtitle',
          shortDescription: `<p>${short}</p>`,
          introduction: long,
          synopsis: long,
          mainImgId: img,
          coverImgId: img,
          worldPremiere: '2020-01-01',
        })
        .run();
      tx.insert(publications)
        .values({ ...common, subtitle: 'A subtitle', shortDescription: short, longDescription: long, coverImgId: img })
        .run();
      const day = String((n % 28) + 1).padStart(2, '0');
      tx.insert(blogPosts)
        .values({ ...common, subtitle: 'A subtitle', date: `2024-02-${day}`, body: long, imgId: img })
        .run();
    }
  });
}

export const LIST_PATHS = [
  '/api/explore/collections',
  '/api/explore/exhibitions',
  '/api/explore/films',
  '/api/explore/publications',
  '/api/blog',
] as const;
