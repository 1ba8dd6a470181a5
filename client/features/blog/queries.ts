import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { LIST_PAGE_SIZE, type OnePage, pagedListQuery, type WholeList } from '../../lib/list-pages.ts';

const fetchAnswer = (signal: AbortSignal) => unwrap(api.blog.$get({ query: {} }, { init: { signal } }));
type Answer = Awaited<ReturnType<typeof fetchAnswer>>;
const fetchPosts = (signal: AbortSignal) => fetchAnswer(signal) as Promise<WholeList<Answer>>;
const fetchPage = (after: string | undefined, signal: AbortSignal) =>
  unwrap(
    api.blog.$get(
      { query: { limit: String(LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) } },
      { init: { signal } },
    ),
  ) as Promise<OnePage<Answer>>;
const fetchPost = (slug: string, signal: AbortSignal) =>
  unwrap(api.blog[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type BlogPost = Awaited<ReturnType<typeof fetchPosts>>[number];
export type BlogPostDetail = Awaited<ReturnType<typeof fetchPost>>;

export const blogPostsQuery = () => queryOptions({ queryKey: ['blog'], queryFn: ({ signal }) => fetchPosts(signal) });

/** The list one page at a time, for its list page (`?limit=&after=`). */
export const blogPagesQuery = () => pagedListQuery(['blog', { pages: true }], fetchPage);

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ['blog', slug], queryFn: ({ signal }) => fetchPost(slug, signal) });
