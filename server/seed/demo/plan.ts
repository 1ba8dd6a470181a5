import { ARTISTS } from './artists.ts';
import type { ArtSpec } from './artwork.ts';
import { BLOG_POSTS, SITE_IMAGES } from './blog.ts';
import { COLLECTIONS, EXHIBITIONS } from './collections.ts';
import { FILMS, PUBLICATIONS } from './films-and-books.ts';
import { SHOP_ITEMS } from './shop-items.ts';

/** Every picture the demo needs, named by the content it belongs to so the insert step can find it again. */

export type PlannedImage = { slug: string; title: string; spec: ArtSpec };

export const imageSlug = {
  artist: (slug: string) => `artist-${slug}`,
  item: (slug: string) => `artwork-${slug}`,
  itemExtra: (slug: string, index: number) => `artwork-${slug}-view-${index + 2}`,
  collection: (slug: string) => `collection-${slug}`,
  exhibition: (slug: string, extra?: number) => `exhibition-${slug}${extra === undefined ? '' : `-${extra + 1}`}`,
  film: (slug: string) => `film-${slug}`,
  filmCover: (slug: string) => `film-${slug}-cover`,
  filmStill: (slug: string, index: number) => `film-${slug}-still-${index + 1}`,
  publicationCover: (slug: string) => `publication-${slug}-cover`,
  blogPost: (slug: string) => `blog-${slug}`,
  site: (slot: string) => `site-${slot.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
};

export function planImages(): PlannedImage[] {
  const plan: PlannedImage[] = [];
  const add = (slug: string, title: string, spec: ArtSpec) => {
    plan.push({ slug, title, spec });
  };
  for (const artist of ARTISTS) add(imageSlug.artist(artist.slug), artist.name, artist.img);
  for (const item of SHOP_ITEMS) {
    add(imageSlug.item(item.slug), item.title, item.img);
    for (const [i, extra] of (item.extras ?? []).entries()) {
      add(imageSlug.itemExtra(item.slug, i), `${item.title}, view ${i + 2}`, extra);
    }
  }
  for (const c of COLLECTIONS) add(imageSlug.collection(c.slug), c.title, c.img);
  for (const e of EXHIBITIONS) {
    add(imageSlug.exhibition(e.slug), e.title, e.img);
    for (const [i, extra] of e.extras.entries()) {
      add(imageSlug.exhibition(e.slug, i), `${e.title}, view ${i + 1}`, extra.img);
    }
  }
  for (const film of FILMS) {
    add(imageSlug.film(film.slug), film.title, film.img);
    add(imageSlug.filmCover(film.slug), `${film.title}, poster`, film.cover);
    for (const [i, still] of film.stills.entries())
      add(imageSlug.filmStill(film.slug, i), `${film.title}, still ${i + 1}`, still);
  }
  for (const pub of PUBLICATIONS) add(imageSlug.publicationCover(pub.slug), `${pub.title}, cover`, pub.cover);
  for (const post of BLOG_POSTS) add(imageSlug.blogPost(post.slug), post.title, post.img);
  for (const site of SITE_IMAGES) add(imageSlug.site(site.slot), site.title, site.img);
  return plan;
}
