import type { InfiniteData } from '@tanstack/react-query';
import type { CONTENT_QUERIES } from '../../client/lib/content-queries.gen.ts';
import type { ImageRef } from '../../shared/image.ts';

/**
 * Typechecked by `npm run typecheck`, never run: what a content type's public part says it shows
 * (server/content/types/) reaches its pages' queries typed, with no cast between: a field's value type follows
 * its column, an image field is an image, a text is a string, and a type's own extras keep their types.
 */

type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const yes = <T extends true>(_: T) => undefined;

type Queries = typeof CONTENT_QUERIES;
type ListOf<K extends keyof Queries> = Awaited<ReturnType<NonNullable<ReturnType<Queries[K]['list']>['queryFn']>>>;
type EntryOf<K extends keyof Queries> = Awaited<ReturnType<NonNullable<ReturnType<Queries[K]['entry']>['queryFn']>>>;
type PagesOf<K extends keyof Queries> = InfiniteData<
  Awaited<ReturnType<NonNullable<ReturnType<Queries[K]['pages']>['queryFn']>>>
>;

type FilmCard = ListOf<'films'>[number];
// A card: its frame, then the fields of the list part in the request's language.
yes<Is<FilmCard['_id'], number>>(true);
yes<Is<FilmCard['title'], string>>(true);
// `date` is the world premiere's nullable text column, shown under the SPEC's name.
yes<Is<FilmCard['date'], string | null>>(true);
yes<Is<FilmCard['main_img'], ImageRef | null>>(true);
yes<Is<FilmCard['fallback'], string[] | undefined>>(true);

type Film = EntryOf<'films'>;
yes<Is<Film['run_time_mins'], number | null>>(true);
yes<Is<Film['additional_imgs'], ImageRef[]>>(true);
yes<Is<Film['languages'], ('en' | 'zh')[]>>(true);

// A page of a list is its cards, the next position and the total; the whole list is an array of the same cards.
type FilmPage = PagesOf<'films'>['pages'][number];
yes<Is<FilmPage['items'][number]['slug'], string>>(true);
yes<Is<FilmPage['next'], string | null>>(true);
yes<Is<FilmPage['total'], number>>(true);

// An artist's extras come from its own reads: the works are cards with a slug, the names may be absent.
type Artist = EntryOf<'artists'>;
yes<Is<Artist['works'][number]['slug'], string>>(true);
yes<Is<Artist['exhibitions'][number]['dates'], string | null>>(true);
yes<Is<Artist['names'], { hangul?: string; hanja?: string; revised?: string } | undefined>>(true);
