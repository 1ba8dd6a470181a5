import { createFileRoute, Link } from '@tanstack/react-router';
import { PageIntro } from '../components/page-intro.tsx';
import { GalleryEmail } from '../features/site/gallery-email.tsx';
import { staticHead } from '../lib/head.ts';
import styles from './-legal/legal.module.css';

export const Route = createFileRoute('/terms')({
  head: () => staticHead('/terms'),
  component: Terms,
});

function Terms() {
  return (
    <div className="page page-narrow">
      <PageIntro title="Terms of Sale and Use">
        <p>
          Buying from us is a conversation, not a checkout: these terms say how it works, and what you may do with the
          pictures on this site.
        </p>
      </PageIntro>
      <div className={styles.legal}>
        <section aria-labelledby="terms-enquiry">
          <h2 id="terms-enquiry">An enquiry, not an order</h2>
          <p>
            Sending your cart from the <Link to="/checkout">cart page</Link> is an enquiry. It does not commit you to
            buy, and it does not commit us to sell. No payment is taken on this site. Our staff will contact you within
            2 business days to confirm that the works are available and to agree the price, shipping and payment. A sale
            is agreed only when both you and we have confirmed it in writing.
          </p>
        </section>
        <section aria-labelledby="terms-prices">
          <h2 id="terms-prices">Prices</h2>
          <p>
            Prices are in euros (EUR) for the work in the size shown. Framing is included only where the size says so.
            Shipping, insurance, and any customs duties or import taxes of your country are extra; we quote shipping and
            insurance before you decide. A price may change until we have confirmed your purchase.
          </p>
        </section>
        <section aria-labelledby="terms-availability">
          <h2 id="terms-availability">Availability</h2>
          <p>
            Original works are unique and can sell in the gallery before we answer your enquiry. If a work is no longer
            available we will tell you, and suggest others if you wish.
          </p>
        </section>
        <section aria-labelledby="terms-payment">
          <h2 id="terms-payment">Payment, shipping and delivery</h2>
          <p>
            We agree the way of payment with you. A work is packed by our staff and shipped, insured, once it is paid
            for in full; it becomes yours on full payment. Some countries restrict the import of goods from North Korea:
            you are responsible for the import rules of your own country, and we will tell you if we cannot ship to you.
          </p>
        </section>
        <section aria-labelledby="terms-returns">
          <h2 id="terms-returns">If something is wrong</h2>
          <p>
            If a work arrives damaged, or is not as described, tell us within 14 days of delivery, with photographs, and
            we will put it right by repair, replacement or refund. This does not limit any rights the law of your
            country gives you as a consumer.
          </p>
        </section>
        <section aria-labelledby="terms-images">
          <h2 id="terms-images">The images on this site</h2>
          <p>
            The works shown here, and the photographs of them, are protected by copyright, which stays with the artists
            and with us. You may view them and share links to our pages; please ask us before reproducing them in print
            or online.
          </p>
        </section>
        <section aria-labelledby="terms-contact">
          <h2 id="terms-contact">Questions</h2>
          <p>
            Write to <GalleryEmail /> or use the{' '}
            <Link to="/about" hash="contact">
              contact form
            </Link>
            . How we handle your details is set out in our <Link to="/privacy">privacy policy</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
