import { SITE } from '#shared/site';
import { SocialLinks } from '../../app-shell/social-links.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import styles from './about.module.css';

export const CONTACT_ID = 'contact';

const telHref = `tel:${SITE.phone.replace(/\s/g, '')}`;

/** SPEC 2 'About page and contact section': Get in Touch, the form, and the Studio Details block. */
export function ContactSection() {
  return (
    <section id={CONTACT_ID} className={styles.contact} aria-labelledby="contact-heading" tabIndex={-1}>
      <div className={`page ${styles.contactInner}`}>
        <div className={styles.getInTouch}>
          <h2 id="contact-heading">Get in Touch</h2>
          <p>
            Write to us about a work, a visit or a project: we reply to every message within 1-2 working days. If our
            answer has not reached you by then, please check your Spam/Junk folder.
          </p>
          <p>
            Prefer to talk? Call the studio on{' '}
            <a href={telHref} className={styles.phone}>
              {SITE.phone}
            </a>
            , or leave your phone number in your message and we will call you back.
          </p>
          <SocialLinks className={styles.social} />
          <ContactForm />
        </div>
        <aside className={styles.details} aria-labelledby="studio-details">
          <h2 id="studio-details" className={styles.detailsHeading}>
            Studio Details
          </h2>
          <address className={styles.address}>
            <span className={styles.addressBlock}>
              {SITE.address.en.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
            <span className={styles.addressBlock} lang="zh-Hans">
              {SITE.address.zh.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
            <span>
              Phone: <a href={telHref}>{SITE.phone}</a>
            </span>
            <span>
              Email: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </span>
          </address>
          <h3 className={styles.hoursHeading}>Opening times</h3>
          <p>{SITE.hours.studio}</p>
          <StaticPicture name="contactMap" sizes="(min-width: 900px) 30vw, 100vw" ratio="16 / 11" fit="contain" />
        </aside>
      </div>
    </section>
  );
}
