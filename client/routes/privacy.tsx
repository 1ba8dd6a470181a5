import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SITE } from '#shared/site';
import { linesOf } from '#shared/site-settings';
import { PageIntro } from '../components/page-intro.tsx';
import { GalleryEmail } from '../features/site/gallery-email.tsx';
import { siteSettingsQuery } from '../features/site/site-settings-query.ts';
import { staticHead } from '../lib/head.ts';
import styles from './-legal/legal.module.css';

export const Route = createFileRoute('/privacy')({
  head: () => staticHead('/privacy'),
  component: Privacy,
});

function Privacy() {
  const mail = <GalleryEmail />;
  const { data: settings } = useQuery(siteSettingsQuery());
  // The address without its first line, which is the gallery's name again.
  const address = settings ? linesOf(settings.addressEn).slice(1).join(', ') : '';
  return (
    <div className="page page-narrow">
      <PageIntro title="Privacy Policy">
        <p>
          We keep as little about you as we can: only what you send us, only to answer you, and never to sell or to
          advertise.
        </p>
      </PageIntro>
      <div className={styles.legal}>
        <section aria-labelledby="privacy-who">
          <h2 id="privacy-who">Who we are</h2>
          <p>
            This site belongs to {SITE.name}
            {address ? `, ${address}` : ''}. We decide what happens to the details you give us here. Write to {mail}{' '}
            about anything on this page.
          </p>
        </section>
        <section aria-labelledby="privacy-what">
          <h2 id="privacy-what">What we keep and why</h2>
          <ul>
            <li>
              <strong>Enquiries from your cart:</strong> your name, e-mail address, your notes and the works, sizes and
              quantities you chose. We use them to answer your enquiry and, if you decide to buy, to arrange payment and
              shipping with you.
            </li>
            <li>
              <strong>Messages from the contact form:</strong> your name, e-mail address, subject and message, so that
              we can reply.
            </li>
            <li>
              <strong>The newsletter:</strong> your e-mail address, to send you news of works, exhibitions and films a
              few times a year. Reply to any newsletter or write to us to be taken off the list.
            </li>
          </ul>
          <p>
            No payment is taken on this site, so we never see card or bank details here. We do not use your details for
            anything else, and we do not sell them or pass them to anyone for marketing.
          </p>
        </section>
        <section aria-labelledby="privacy-services">
          <h2 id="privacy-services">Services that help us</h2>
          <ul>
            <li>
              <strong>Cloudflare Turnstile</strong> checks that the contact and enquiry forms are sent by a person, not
              a program. It looks at technical details of your browser and your IP address for that purpose only.
            </li>
            <li>
              <strong>Our e-mail provider</strong> delivers the confirmation we send you after an enquiry and our
              replies, and so handles your e-mail address and the text of those e-mails.
            </li>
          </ul>
        </section>
        <section aria-labelledby="privacy-storage">
          <h2 id="privacy-storage">Cookies and your browser</h2>
          <p>
            We use no advertising or tracking cookies and no analytics. Your cart is kept in your own browser (its local
            storage, under the name <code>cart</code>) and reaches us only when you send an enquiry; clear it at any
            time from the <Link to="/checkout">cart page</Link> or your browser's settings. Staff who sign in to manage
            the site get a session cookie; visitors do not.
          </p>
          <p>
            Like every web server, ours notes each request it answers (the page asked for, the time and the result) to
            keep the site running. It does not note what you type into a form.
          </p>
        </section>
        <section aria-labelledby="privacy-time">
          <h2 id="privacy-time">How long we keep it</h2>
          <p>
            Enquiries and messages are kept for as long as we need them to deal with your request, and after a sale for
            as long as the law requires us to keep business records. Once an enquiry or message is closed without a
            sale, or set aside as spam, your name, e-mail address, phone or WeChat ID, country and what you wrote are
            erased automatically 24 months after it arrived; only its reference, its date, the works asked for and their
            prices stay in our records. Newsletter addresses are kept until you unsubscribe, which the link in every
            newsletter e-mail does in one click. Ask us and we will delete your details sooner, unless the law obliges
            us to keep them.
          </p>
        </section>
        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Your rights</h2>
          <p>
            You may ask us at any time what we hold about you, have it corrected or deleted, or object to how we use it.
            Write to {mail}; we answer within one month, usually much sooner. If you are not satisfied with our answer,
            you may complain to the data protection authority where you live.
          </p>
        </section>
      </div>
    </div>
  );
}
