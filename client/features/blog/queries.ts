import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchPosts = (signal: AbortSignal) => unwrap(api.blog.$get(undefined, { init: { signal } }));
const fetchPost = (slug: string, signal: AbortSignal) =>
  unwrap(api.blog[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type BlogPost = Awaited<ReturnType<typeof fetchPosts>>[number];
export type BlogPostDetail = Awaited<ReturnType<typeof fetchPost>>;

export const blogPostsQuery = () => queryOptions({ queryKey: ['blog'], queryFn: ({ signal }) => fetchPosts(signal) });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ['blog', slug], queryFn: ({ signal }) => fetchPost(slug, signal) });
