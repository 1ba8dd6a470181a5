import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { siteSettingsQuery } from '../../features/site/site-settings-query.ts';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import styles from './about.module.css';

/** SPEC 2 'About page': About, Mission, the four ways in (shop, exhibitions, films, publications), the founder. */
export function AboutSections() {
  return (
    <>
      <div className={styles.story}>
        <section aria-labelledby="about-studio">
          <h2 id="about-studio">About</h2>
          <p>
            The studio was founded in Beijing in 1993 and opened its gallery in the city in 2008. For three decades we
            have travelled to North Korea to meet artists in their studios, and brought their paintings, woodcuts,
            embroidery and poster designs to visitors from all over the world.
          </p>
          <p>
            We are British-run and independent of the North Korean government. Every work we show comes to us directly
            from the artists and their studios, with a certificate of origin from the gallery.
          </p>
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">Mission</h2>
          <p>
            We believe art is one of the few open doors into a closed country. Our aim is to show North Korean art as
            art: to let the work, and the people who make it, speak for themselves, and to give artists an audience and
            an income beyond their borders.
          </p>
          <p>
            Alongside the gallery we make films, publish books and curate exhibitions, so that what visitors see on our
            walls comes with its context.
          </p>
        </section>
      </div>

      <ul className={styles.ways}>
        <li>
          <h2 id="about-purchase">Purchase</h2>
          <p>
            Original paintings, prints and posters are for sale. Choose a work, send an enquiry from your cart, and our
            staff arrange payment and shipping with you.
          </p>
          <Link to="/shop" aria-describedby="about-purchase">
            Visit the shop
          </Link>
        </li>
        <li>
          <h2 id="about-exhibitions">Exhibitions</h2>
          <p>We curate exhibitions in Beijing and abroad, from ink landscapes to the work of the poster studios.</p>
          <Link to="/explore/exhibitions" aria-describedby="about-exhibitions">
            See our exhibitions
          </Link>
        </li>
        <li>
          <h2 id="about-films">Films</h2>
          <p>
            Documentaries and features made with North Korean crews, shown at festivals and on television worldwide.
          </p>
          <Link to="/explore/films" aria-describedby="about-films">
            Watch our films
          </Link>
        </li>
        <li>
          <h2 id="about-publications">Publications</h2>
          <p>Books and catalogues on North Korean art, design and film, written with the artists themselves.</p>
          <Link to="/explore/publications" aria-describedby="about-publications">
            Read our publications
          </Link>
        </li>
      </ul>

      <section className={styles.founder} aria-labelledby="about-founder">
        <StaticPicture name="bonnerImg" sizes="(min-width: 800px) 33vw, 100vw" ratio="4 / 5" />
        <div>
          <p className="eyebrow">The founder</p>
          <h2 id="about-founder">A landscape architect in Pyongyang</h2>
          <p>
            Our founder first travelled to Pyongyang in the early 1990s as a landscape architect, and stayed in touch
            with the painters and designers he met there. That friendship became the studio in 1993: first tours and
            films, then exhibitions, books, and in 2008 the gallery in Beijing.
          </p>
          <p>
            He has produced documentaries and feature films with North Korean crews, curated exhibitions of North Korean
            art in Europe and Asia, and written on the country's poster art and architecture.
          </p>
        </div>
      </section>

      <GalleryHours />
    </>
  );
}

/** The gallery's opening hours as staff set them. */
function GalleryHours() {
  const { data } = useQuery(siteSettingsQuery());
  if (!data?.hoursGallery) return null;
  return <p className={styles.hours}>The gallery is open {data.hoursGallery}.</p>;
}
