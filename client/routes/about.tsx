import { createFileRoute, Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '#shared/messages/index';
import { PageIntro } from '../components/page-intro.tsx';
import { loadSiteTexts, useSiteTexts } from '../features/site/site-texts-query.ts';
import { StaticPicture } from '../features/site/static-picture.tsx';
import { staticHead } from '../lib/head.ts';
import styles from './-about/about.module.css';
import { AboutSections } from './-about/about-sections.tsx';
import { CONTACT_ID, ContactSection } from './-about/contact-section.tsx';

export const Route = createFileRoute('/about')({
  head: () => staticHead('/about'),
  loader: ({ context }) => loadSiteTexts(context.queryClient),
  component: About,
});

function About() {
  const hash = useLocation({ select: (location) => location.hash });
  const texts = useSiteTexts();

  // SPEC 2 'About page': #contact opens at the contact section; otherwise the router has scrolled to the top.
  useEffect(() => {
    if (hash !== CONTACT_ID) return;
    const section = document.getElementById(CONTACT_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <>
      <StaticPicture name="contactBanner" sizes="100vw" priority ratio="16 / 5" className={styles.banner} />
      <div className="page">
        <PageIntro
          title={t('about.title')}
          eyebrow={t('home.tagline')}
          aside={
            <Link to="/about" hash={CONTACT_ID} className="button">
              {t('about.contact')}
            </Link>
          }
        >
          <p>{texts.aboutLede}</p>
        </PageIntro>
        <AboutSections />
      </div>
      <ContactSection />
    </>
  );
}
