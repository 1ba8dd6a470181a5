import type { InferRequestType, InferResponseType } from 'hono/client';
import type { api } from '../../client/lib/api.ts';

/**
 * Typechecked by `npm run typecheck`, never run: the client's typed API covers every admin call of every
 * content type, with the body its schema takes and the answers the server sends. A call missing from
 * `AppType` fails to compile here.
 */

type Admin = typeof api.admin;
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const yes = <T extends true>(_: T) => undefined;

export const probe = {
  create: [
    (a: Admin) => a.shop.new.$post,
    (a: Admin) => a.artists.new.$post,
    (a: Admin) => a.collections.new.$post,
    (a: Admin) => a.exhibitions.new.$post,
    (a: Admin) => a.films.new.$post,
    (a: Admin) => a.publications.new.$post,
    (a: Admin) => a.blog.new.$post,
  ],
  update: (a: Admin) => a.films.update[':slug'].$put,
  remove: (a: Admin) => a.artists.delete[':slug'].$delete,
  list: (a: Admin) => a.blog.$get,
  entry: (a: Admin) => a.exhibitions.update[':slug'].$get,
};

// The body of a new shop item is the shop item's schema: a title, sizes with prices, an artist's id.
type NewShopItem = InferRequestType<Admin['shop']['new']['$post']>['json'];
yes<Is<NewShopItem['artist'], number>>(undefined as never);
yes<Is<NewShopItem['size_price_info'][number]['price'], number>>(undefined as never);
// A saved entry answers where its public page is.
type Saved = InferResponseType<Admin['shop']['new']['$post'], 201>;
yes<Is<Saved, { redirect: string }>>(undefined as never);
// The picker's list is id, slug and title, with whether and from when each entry is public.
type Listed = InferResponseType<Admin['artists']['$get'], 200>[number];
yes<Is<Listed, { _id: number; slug: string; title: string; status: 'draft' | 'published'; publish_at: number | null }>>(
  undefined as never,
);
// One film as the form edits it has the film's fields.
type FilmEntry = InferResponseType<Admin['films']['update'][':slug']['$get'], 200>;
yes<Is<FilmEntry['title'], string>>(undefined as never);
yes<Is<FilmEntry['colour'], 'Colour' | 'Black and white'>>(undefined as never);
