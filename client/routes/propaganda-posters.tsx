import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Carousel } from '../components/carousel.tsx';
import { ErrorBox } from '../components/error-box.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { shopFirstPageQuery } from '../features/shop/queries.ts';
import { staticHead } from '../lib/head.ts';
import { LOAD_ERRORS } from '../lib/load-errors.ts';
import styles from './-posters/posters.module.css';

/** SPEC 2 '/propaganda-posters': the button's filter, written as the SPEC writes it. */
const POSTER_QUERY = 'Propaganda-Poster';
/** The carousel's posters: the first of the shop's poster filter, which has them all. */
const postersQuery = () => shopFirstPageQuery({ q: POSTER_QUERY, limit: 48 });

export const Route = createFileRoute('/propaganda-posters')({
  loader: ({ context }) => context.queryClient.ensureQueryData(postersQuery()),
  head: () => staticHead('/propaganda-posters'),
  component: Posters,
  // The page is mostly its text; only the pictures, which come from the shop, give way to the error box.
  errorComponent: () => <PostersLayout pictures={<ErrorBox>{LOAD_ERRORS.shop}</ErrorBox>} />,
});

function Posters() {
  const { data } = useSuspenseQuery(postersQuery());
  // The server names what the filter matched; a word that matches no medium or artist shows no posters.
  const images = data.filter ? data.items.flatMap((item) => (item.img ? [item.img] : [])) : [];
  return <PostersLayout pictures={images.length > 0 ? <Carousel images={images} label="Poster designs" /> : null} />;
}

function PostersLayout({ pictures }: { pictures: ReactNode }) {
  return (
    <div className="page">
      <PageIntro title="Propaganda Posters" eyebrow="The poster collection">
        <p>
          Over thirty years the studio has gathered one of the largest collections of North Korean poster art outside
          the country. The collection is not for sale: it is kept together as an archive for exhibitions, books and
          research.
        </p>
      </PageIntro>
      <div className={styles.body}>
        <div className={styles.text}>
          <p>
            Every poster begins as a design painted by hand in gouache, often at full size, by artists working in the
            poster studios of Pyongyang and the provinces. The bold diagonals, radiating rays and few flat colours are
            there so that a design can be read from across a square, and printed with the presses of the day.
          </p>
          <p>
            Many of the designs in our collection were never printed; others survive only as the original painting. They
            record how the country spoke to itself about work, the harvest, the seasons and the sea.
          </p>
          <p>
            Some artists make authorised prints of their own designs, and a selection of those is for sale in our shop,
            alongside the artists' paintings and woodcuts.
          </p>
          <Link to="/shop" search={{ q: POSTER_QUERY }} className="button">
            Shop Propaganda Posters
          </Link>
        </div>
        <div className={styles.pictures}>{pictures}</div>
      </div>
    </div>
  );
}
