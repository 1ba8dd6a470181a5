import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '#shared/inbox';
import { onRequestNote, PRICE_ON_REQUEST } from '#shared/inventory';
import { formatEuros } from '#shared/money';
import { errorPage } from '../../components/error-box.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { adminHead } from '../../lib/head.ts';
import styles from './-inbox.module.css';

/**
 * Staff's inbox (issue 4): every enquiry and contact message, newest first, with what was asked for, the
 * follow-up status, and whether each e-mail about it went out. The admin layout route signs the user in.
 */

const fetchInbox = (signal: AbortSignal) => unwrap(api.admin.inbox.$get({ query: {} }, { init: { signal } }));
type Inbox = Awaited<ReturnType<typeof fetchInbox>>;
type Mail = Inbox['enquiries'][number]['mail'][number];

const inboxQuery = () => queryOptions({ queryKey: ['admin', 'inbox'], queryFn: ({ signal }) => fetchInbox(signal) });

export const Route = createFileRoute('/admin/inbox')({
  head: () => adminHead('Inbox', '/admin/inbox'),
  loader: ({ context }) => context.queryClient.ensureQueryData(inboxQuery()),
  // The loader goes with the component into the admin's own chunk, never into the route tree's.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: InboxScreen,
  errorComponent: errorPage('Could not load the inbox. Refresh the page and try again.'),
});

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function InboxScreen() {
  const { data } = useSuspenseQuery(inboxQuery());
  return (
    <div className="page">
      <p>
        <Link to="/admin">Return to Admin Dashboard</Link>
      </p>
      <h1>Inbox</h1>
      <section aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading">Enquiries ({data.enquiries.length})</h2>
        {data.enquiries.length === 0 ? <p>No enquiries yet.</p> : null}
        {data.enquiries.map((enquiry) => (
          <article key={enquiry.id} className={styles.entry} aria-labelledby={`enquiry-${enquiry.id}`}>
            <header className={styles.head}>
              <h3 id={`enquiry-${enquiry.id}`}>
                Enquiry #{enquiry.id} {enquiry.kind === 'work' ? 'about one work ' : ''}from {enquiry.name}
              </h3>
              <StatusControl id={enquiry.id} status={enquiry.status} />
            </header>
            <p className={styles.meta}>
              {when(enquiry.createdAt)} · <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
              <Reach phone={enquiry.phone} country={enquiry.country} />
            </p>
            <table className={styles.lines}>
              <thead>
                <tr>
                  <th scope="col">Artwork</th>
                  <th scope="col">Size</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {enquiry.lines.map((line) => (
                  <tr key={`${line.slug}-${line.size}`}>
                    <td>
                      {line.title} <span className={styles.muted}>by {line.artistName}</span>
                    </td>
                    <td>{line.size}</td>
                    <td>{line.quantity}</td>
                    <td>{line.price === null ? PRICE_ON_REQUEST : formatEuros(line.price)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Total
                  </th>
                  <td>
                    {formatEuros(enquiry.total)}
                    {onRequest(enquiry.lines) ? ` + ${onRequestNote(onRequest(enquiry.lines))}` : null}
                  </td>
                </tr>
              </tfoot>
            </table>
            {enquiry.notes ? <p className={styles.text}>{enquiry.notes}</p> : null}
            <MailStatus mail={enquiry.mail} />
          </article>
        ))}
      </section>
      <section aria-labelledby="messages-heading">
        <h2 id="messages-heading">Messages ({data.messages.length})</h2>
        {data.messages.length === 0 ? <p>No messages yet.</p> : null}
        {data.messages.map((message) => (
          <article key={message.id} className={styles.entry} aria-labelledby={`message-${message.id}`}>
            <h3 id={`message-${message.id}`}>{message.subject}</h3>
            <p className={styles.meta}>
              {when(message.createdAt)} · {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
              <Reach phone={message.phone} country={message.country} />
            </p>
            <p className={styles.text}>{message.message}</p>
            <MailStatus mail={message.mail} />
          </article>
        ))}
      </section>
    </div>
  );
}

function StatusControl({ id, status }: { id: number; status: EnquiryStatus }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (next: EnquiryStatus) =>
      unwrap(api.admin.inbox.enquiries[':id'].$patch({ param: { id: String(id) }, json: { status: next } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'inbox'] }),
  });
  return (
    <label className={styles.status}>
      Status{' '}
      <select
        value={update.isPending ? update.variables : status}
        disabled={update.isPending}
        onChange={(e) => update.mutate(e.currentTarget.value as EnquiryStatus)}
      >
        {ENQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {update.isError ? <span role="alert"> Not saved: {update.error.message}</span> : null}
    </label>
  );
}

const MAIL_TEXT: Record<Mail['status'], string> = {
  sent: 'sent',
  pending: 'waiting to be sent (retrying)',
  held: 'held: no mail API key is configured',
  dead: 'failed, not sent',
};

function MailStatus({ mail }: { mail: Mail[] }) {
  if (mail.length === 0) return <p className={styles.muted}>No e-mail was sent about this (MAIL_TO is not set).</p>;
  return (
    <ul className={styles.mail} aria-label="E-mails">
      {mail.map((m) => (
        <li key={m.id} data-status={m.status}>
          E-mail to {m.to}: <strong>{MAIL_TEXT[m.status]}</strong>
          {m.sentAt ? ` (${when(m.sentAt)})` : ''}
          {m.status !== 'sent' && m.attempts > 0 ? `, ${m.attempts} attempt(s)` : ''}
          {m.status !== 'sent' && m.status !== 'held' && m.lastError ? (
            <span className={styles.error}> Last error: {m.lastError}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The optional phone or WeChat ID and country a visitor gave, after the e-mail address. */
function Reach({ phone, country }: { phone: string; country: string }) {
  return (
    <>
      {phone ? <> · Phone or WeChat: {phone}</> : null}
      {country ? <> · {country}</> : null}
    </>
  );
}

/** How many lines of an enquiry had their price on request. */
const onRequest = (lines: readonly { priceOnRequest: boolean }[]) => lines.filter((l) => l.priceOnRequest).length;
