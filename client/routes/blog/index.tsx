import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { EntryCard } from '../../features/articles/entry-card.tsx';
import { PageHeader } from '../../features/articles/page-header.tsx';
import { blogPostsQuery } from '../../features/blog/queries.ts';
import { staticHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-components/blog.module.css';
import { PostDate } from './-components/post-date.tsx';

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogPostsQuery()),
  head: () => staticHead('/blog'),
  component: Blog,
  errorComponent: errorPage(LOAD_ERRORS.blog),
});

/** Newest post first (the API's order), each with its date. */
function Blog() {
  const { data: posts } = useSuspenseQuery(blogPostsQuery());
  return (
    <div className="page">
      <PageHeader title="Blog" eyebrow="News from the gallery">
        <p className="lede">New works as they arrive, exhibitions as they go up, and notes from the studio.</p>
      </PageHeader>
      {posts.length === 0 ? (
        <p className={styles.empty}>No posts yet.</p>
      ) : (
        <ol aria-label="Blog posts" className={styles.list}>
          {posts.map((post, index) => (
            <li key={post.slug}>
              <EntryCard
                layout="row"
                image={post.img}
                priority={index === 0}
                sizes="(min-width: 1280px) 480px, (min-width: 700px) 40vw, 100vw"
                meta={<PostDate date={post.date} />}
                subtitle={post.subtitle}
                link={
                  <Link to="/blog/$slug" params={{ slug: post.slug }}>
                    {post.title}
                  </Link>
                }
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
