import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { UntranslatedNote } from '../../app-shell/untranslated-note.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { langOf } from '../../components/in-english.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { EntryCard } from '../../features/articles/entry-card.tsx';
import { PageHeader } from '../../features/articles/page-header.tsx';
import { CONTENT_QUERIES } from '../../lib/content-queries.ts';
import { staticHead } from '../../lib/head.ts';
import { ensurePages, LIST_TEXTS, pagesParam, readPages, useMore } from '../../lib/list-pages.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-components/blog.module.css';
import { PostDate } from './-components/post-date.tsx';

export const Route = createFileRoute('/blog/')({
  validateSearch: readPages,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => ensurePages(context.queryClient, CONTENT_QUERIES.blog.pages(), deps.pages),
  head: () => staticHead('/blog'),
  component: Blog,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.blog} />,
});

/** Newest post first (the API's order), each with its date. */
function Blog() {
  const query = useSuspenseInfiniteQuery(CONTENT_QUERIES.blog.pages());
  const posts = query.data.pages.flatMap((page) => page.items);
  const navigate = Route.useNavigate();
  const more = useMore(query, (loaded) =>
    navigate({ search: { pages: pagesParam(loaded) }, replace: true, resetScroll: false }),
  );
  return (
    <div className="page">
      <UntranslatedNote />
      <PageHeader title={t('blog.title')} eyebrow={t('blog.eyebrow')}>
        <p className="lede">{t('blog.lede')}</p>
      </PageHeader>
      {posts.length === 0 ? (
        <p className={styles.empty}>{t('blog.empty')}</p>
      ) : (
        <ol aria-label={t('blog.listLabel')} className={styles.list}>
          {posts.map((post, index) => (
            <li key={post.slug}>
              <EntryCard
                titleLang={langOf(post, 'title')}
                subtitleLang={langOf(post, 'subtitle')}
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
      <LoadMore {...more} label={LIST_TEXTS.more} loadingLabel={LIST_TEXTS.loading} />
    </div>
  );
}
