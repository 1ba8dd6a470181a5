import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { shopItemMeta } from '#shared/page-meta';
import { errorPage } from '../../components/error-box.tsx';
import { Picture } from '../../components/picture.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { shopItemQuery } from '../../features/shop/queries.ts';
import { orNotFound } from '../../lib/api.ts';
import { pageHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import { AddToCart } from './-components/add-to-cart.tsx';
import styles from './-components/shop.module.css';

export const Route = createFileRoute('/shop/$slug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(shopItemQuery(params.slug))),
  head: ({ loaderData, match }) => (loaderData ? pageHead(shopItemMeta(loaderData), match.pathname) : {}),
  errorComponent: errorPage(LOAD_ERRORS.shopItem),
  component: ShopItemPage,
});

function ShopItemPage() {
  const { slug } = Route.useParams();
  const { data: item } = useSuspenseQuery(shopItemQuery(slug));
  return (
    <article className="page">
      <Link to="/shop" className="back-link">
        ← Back to shop
      </Link>
      <div className={styles.item}>
        {item.img ? (
          <figure className={styles.figure}>
            <Picture image={item.img} sizes="(min-width: 800px) 55vw, 100vw" priority />
          </figure>
        ) : null}
        <div>
          <h1 className={styles.title}>{item.title}</h1>
          <p className={styles.artist}>
            <Link to="/artists/$slug" params={{ slug: item.artist.slug }}>
              {item.artist.name}
            </Link>
          </p>
          <dl className={styles.facts}>
            <dt>Category</dt>
            <dd>{item.category}</dd>
            {item.from_collection ? (
              <>
                <dt>Collection</dt>
                <dd>{item.from_collection}</dd>
              </>
            ) : null}
            {item.medium.length > 0 ? (
              <>
                <dt>{item.medium.length === 1 ? 'Medium' : 'Media'}</dt>
                <dd>
                  {item.medium.map((medium, index) => (
                    <span key={medium}>
                      {index > 0 ? ', ' : ''}
                      <Link to="/shop" search={{ q: medium }}>
                        {medium}
                      </Link>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          <AddToCart item={item} />
          <RichText html={item.description} className={styles.description} />
        </div>
      </div>
    </article>
  );
}
