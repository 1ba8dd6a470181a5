/**
 * The Privacy and Terms pages as the site was built with them: the defaults of their site texts, in the rich
 * text the admin's editor makes. {email} and {address} are filled from the site settings when the page is read.
 */

export const PRIVACY_BODY = [
  '<h2>Who we are</h2>',
  '<p>This site belongs to Taedong Gallery, {address}. We decide what happens to the details you give us here. Write to {email} about anything on this page.</p>',
  '<h2>What we keep and why</h2>',
  '<ul>',
  '<li><p><strong>Enquiries from your cart:</strong> your name, e-mail address, your notes and the works, sizes and quantities you chose. We use them to answer your enquiry and, if you decide to buy, to arrange payment and shipping with you.</p></li>',
  '<li><p><strong>Messages from the contact form:</strong> your name, e-mail address, subject and message, so that we can reply.</p></li>',
  '<li><p><strong>The newsletter:</strong> your e-mail address, to send you news of works, exhibitions and films a few times a year. Reply to any newsletter or write to us to be taken off the list.</p></li>',
  '</ul>',
  '<p>No payment is taken on this site, so we never see card or bank details here. We do not use your details for anything else, and we do not sell them or pass them to anyone for marketing.</p>',
  '<h2>Services that help us</h2>',
  '<ul>',
  '<li><p><strong>Cloudflare Turnstile</strong> checks that the contact and enquiry forms are sent by a person, not a program. It looks at technical details of your browser and your IP address for that purpose only.</p></li>',
  '<li><p><strong>Our e-mail provider</strong> delivers the confirmation we send you after an enquiry and our replies, and so handles your e-mail address and the text of those e-mails.</p></li>',
  '</ul>',
  '<h2>Cookies and your browser</h2>',
  '<p>We use no advertising or tracking cookies and no analytics. Your cart is kept in your own browser (its local storage, under the name <code>cart</code>) and reaches us only when you send an enquiry; clear it at any time from the <a href="/checkout">cart page</a> or your browser\'s settings. Staff who sign in to manage the site get a session cookie; visitors do not.</p>',
  '<p>Like every web server, ours notes each request it answers (the page asked for, the time and the result) to keep the site running. It does not note what you type into a form.</p>',
  '<h2>How long we keep it</h2>',
  '<p>Enquiries and messages are kept for as long as we need them to deal with your request, and after a sale for as long as the law requires us to keep business records. Once an enquiry or message is closed without a sale, or set aside as spam, your name, e-mail address, phone or WeChat ID, country and what you wrote are erased automatically 24 months after it arrived; only its reference, its date, the works asked for and their prices stay in our records. Newsletter addresses are kept until you unsubscribe, which the link in every newsletter e-mail does in one click. Ask us and we will delete your details sooner, unless the law obliges us to keep them.</p>',
  '<h2>Your rights</h2>',
  '<p>You may ask us at any time what we hold about you, have it corrected or deleted, or object to how we use it. Write to {email}; we answer within one month, usually much sooner. If you are not satisfied with our answer, you may complain to the data protection authority where you live.</p>',
].join('');

export const TERMS_BODY = [
  '<h2>An enquiry, not an order</h2>',
  '<p>Sending your cart from the <a href="/checkout">cart page</a> is an enquiry. It does not commit you to buy, and it does not commit us to sell. No payment is taken on this site. Our staff will contact you within 2 business days to confirm that the works are available and to agree the price, shipping and payment. A sale is agreed only when both you and we have confirmed it in writing.</p>',
  '<h2>Prices</h2>',
  '<p>Prices are in euros (EUR) for the work in the size shown. Framing is included only where the size says so. Shipping, insurance, and any customs duties or import taxes of your country are extra; we quote shipping and insurance before you decide. A price may change until we have confirmed your purchase.</p>',
  '<h2>Availability</h2>',
  '<p>Original works are unique and can sell in the gallery before we answer your enquiry. If a work is no longer available we will tell you, and suggest others if you wish.</p>',
  '<h2>Payment, shipping and delivery</h2>',
  '<p>We agree the way of payment with you. A work is packed by our staff and shipped, insured, once it is paid for in full; it becomes yours on full payment. Some countries restrict the import of goods from North Korea: you are responsible for the import rules of your own country, and we will tell you if we cannot ship to you.</p>',
  '<h2>If something is wrong</h2>',
  '<p>If a work arrives damaged, or is not as described, tell us within 14 days of delivery, with photographs, and we will put it right by repair, replacement or refund. This does not limit any rights the law of your country gives you as a consumer.</p>',
  '<h2>The images on this site</h2>',
  '<p>The works shown here, and the photographs of them, are protected by copyright, which stays with the artists and with us. You may view them and share links to our pages; please ask us before reproducing them in print or online.</p>',
  '<h2>Questions</h2>',
  '<p>Write to {email} or use the <a href="/about#contact">contact form</a>. How we handle your details is set out in our <a href="/privacy">privacy policy</a>.</p>',
].join('');
