import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { blogPostMeta, previewMeta } from '#shared/page-meta';
import { DraftBanner } from '../../components/draft-banner.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { InEnglish, isFallback } from '../../components/in-english.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { VideoFrame } from '../../components/video-frame.tsx';
import { ExtraImages } from '../../features/articles/extra-images.tsx';
import { LeadImage } from '../../features/articles/lead-image.tsx';
import { PageHeader } from '../../features/articles/page-header.tsx';
import { loadEntry } from '../../lib/api.ts';
import { CONTENT_QUERIES } from '../../lib/content-queries.gen.ts';
import { pageHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-components/blog.module.css';
import { PostDate } from './-components/post-date.tsx';

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context, params }) => loadEntry(context.queryClient, CONTENT_QUERIES.blog.entry(params.slug)),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(blogPostMeta(loaderData), loaderData), match.pathname) : {},
  component: BlogPostPage,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.blogPost} />,
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(CONTENT_QUERIES.blog.entry(slug));
  return (
    <article className="page">
      <DraftBanner preview={post.preview} />
      <PageHeader
        title={post.title}
        subtitle={post.subtitle}
        eyebrow={<PostDate date={post.date} />}
        back={
          <Link to="/blog" className="back-link">
            {t('blog.all')}
          </Link>
        }
      />
      <LeadImage image={post.img} />
      <InEnglish when={isFallback(post, 'body')}>
        <RichText html={post.body} />
      </InEnglish>
      {post.video.trim() || post.china_video.trim() ? (
        <div className={styles.video}>
          {/* SPEC 3: 'watch' becomes 'embed' for the frame, shown after a click (client/lib/video-embed.ts). */}
          <VideoFrame
            address={post.video}
            chinaAddress={post.china_video}
            title={t('blog.videoTitle', { title: post.title })}
            linkText={t('blog.watchVideo')}
            poster={post.img}
          />
        </div>
      ) : null}
      <ExtraImages
        images={post.additional_imgs}
        heading={t('blog.morePictures')}
        label={t('blog.picturesFrom', { title: post.title })}
      />
    </article>
  );
}
