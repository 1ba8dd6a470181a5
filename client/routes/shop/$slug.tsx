import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { aroundMark, artistWithYear } from '#shared/captions';
import { activeLang } from '#shared/messages/index';
import { previewMeta, shopItemMeta } from '#shared/page-meta';
import { publicTearSheetPath } from '#shared/sheet-paths';
import { DraftBanner } from '../../components/draft-banner.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { InEnglish, isFallback } from '../../components/in-english.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { shopItemQuery } from '../../features/shop/queries.ts';
import { loadTermLabels } from '../../features/site/term-labels.ts';
import { loadEntry } from '../../lib/api.ts';
import { pageHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-artwork/artwork.module.css';
import { ArtworkFacts } from './-artwork/artwork-facts.tsx';
import { ArtworkImages } from './-artwork/artwork-images.tsx';
import './-artwork/artwork-print.css';
import { BuyBox } from './-artwork/buy-box.tsx';
import { MoreByArtist } from './-artwork/more-by-artist.tsx';
import { PrintContact, PrintPrices } from './-artwork/print-sheet.tsx';
import { ARTWORK_TEXTS as T } from './-artwork/texts.ts';

export const Route = createFileRoute('/shop/$slug')({
  loader: async ({ context, params }) => {
    const [item] = await Promise.all([
      loadEntry(context.queryClient, shopItemQuery(params.slug)),
      loadTermLabels(context.queryClient),
    ]);
    return item;
  },
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(shopItemMeta(loaderData), loaderData), match.pathname) : {},
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.shopItem} />,
  component: ArtworkPage,
});

/** SPEC 2 '/shop/{slug}', issue 15. `data-artwork-sheet` makes it print as one sheet. */
function ArtworkPage() {
  const { slug } = Route.useParams();
  const { data: item } = useSuspenseQuery(shopItemQuery(slug));
  const images = [...(item.img ? [item.img] : []), ...item.images];
  // 'Artist, 1998' or '艺术家，1998年': the artist is a link, the words around it are muted.
  const [beforeArtist, afterArtist] = aroundMark((mark) => artistWithYear(mark, item.year));
  return (
    <article className="page" data-artwork-sheet>
      <DraftBanner preview={item.preview} />
      <Link to="/shop" className={`back-link ${styles.screenOnly}`}>
        {T.backToShop}
      </Link>
      <div className={styles.item}>
        <ArtworkImages title={item.title} images={images} />
        <div className={styles.details}>
          <h1 className={styles.title}>{item.title}</h1>
          <p className={styles.artist}>
            {beforeArtist ? <span className={styles.year}>{beforeArtist}</span> : null}
            <Link to="/artists/$slug" params={{ slug: item.artist.slug }}>
              {item.artist.name}
            </Link>
            {afterArtist ? <span className={styles.year}>{afterArtist}</span> : null}
          </p>
          <ArtworkFacts item={item} />
          <BuyBox item={item} />
          <p className={styles.screenOnly}>
            <Link to="/shipping">{T.shippingLink}</Link>
          </p>
          <p className={styles.screenOnly}>
            <a href={publicTearSheetPath(item.slug, activeLang())} type="application/pdf">
              {T.tearSheet}
            </a>
          </p>
          <PrintPrices item={item} />
          <InEnglish when={isFallback(item, 'description')}>
            <RichText html={item.description} className={styles.description} />
          </InEnglish>
        </div>
      </div>
      <PrintContact path={`/shop/${item.slug}`} />
      <MoreByArtist slug={item.slug} artist={item.artist} />
    </article>
  );
}
