import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { ErrorPage } from '../../components/error-box.tsx';
import { langOf } from '../../components/in-english.tsx';
import { EntryCard } from '../../features/articles/entry-card.tsx';
import { PageHeader } from '../../features/articles/page-header.tsx';
import { PagedList } from '../../features/articles/paged-list.tsx';
import { CONTENT_QUERIES } from '../../lib/content-queries.gen.ts';
import { staticHead } from '../../lib/head.ts';
import { ensurePages, readPages } from '../../lib/list-pages.ts';
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

function Blog() {
  return (
    <PagedList
      query={CONTENT_QUERIES.blog.pages()}
      header={
        <PageHeader title={t('blog.title')} eyebrow={t('blog.eyebrow')}>
          <p className="lede">{t('blog.lede')}</p>
        </PageHeader>
      }
    >
      {(posts) =>
        posts.length === 0 ? (
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
        )
      }
    </PagedList>
  );
}
