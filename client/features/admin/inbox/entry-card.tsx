import { Link } from '@tanstack/react-router';
import { enquiryTotal } from '#shared/enquiry-total';
import { PRICE_ON_REQUEST } from '#shared/inventory';
import { LANG_TAG } from '#shared/languages';
import { formatEuros } from '#shared/money';
import { STAGE_LABEL } from '#shared/pipeline-texts';
import { EntryControls, NoteForm, ReplyForm, SaleControls } from './entry-actions.tsx';
import styles from './inbox.module.css';
import { MailStatus } from './mail-status.tsx';
import type { InboxEntry, InboxPage } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';
import { when } from './when.ts';

function Lines({ entry }: { entry: InboxEntry }) {
  if (entry.lines.length === 0) return null;
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{T.work}</th>
          <th scope="col">{T.size}</th>
          <th scope="col">{T.qty}</th>
          <th scope="col">{T.price}</th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((line) => (
          <tr key={`${line.slug}-${line.size}`}>
            <td>
              <a href={`/shop/${line.slug}`}>{line.title}</a>{' '}
              <span className={styles.muted}>
                by {line.artistName} ·{' '}
                <Link to="/admin/$type/update/$slug" params={{ type: 'shop', slug: line.slug }}>
                  {T.adminForm}
                  <span className="visually-hidden"> {line.title}</span>
                </Link>
              </span>
            </td>
            <td>{line.size}</td>
            <td>{line.quantity}</td>
            <td>{line.price === null ? PRICE_ON_REQUEST : formatEuros(line.price)}</td>
          </tr>
        ))}
      </tbody>
      {entry.total !== null ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {T.total}
            </th>
            <td>{enquiryTotal({ ...entry, total: entry.total }, formatEuros)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

function Trail({ entry }: { entry: InboxEntry }) {
  const items = [
    ...entry.history.map((h) => ({
      at: h.at,
      text: `${T.stageChange(STAGE_LABEL[h.from], STAGE_LABEL[h.to])} · ${T.by(h.by)}`,
    })),
    ...entry.notes.map((n) => ({ at: n.at, text: `${T.notesHeading}: ${n.text} · ${T.by(n.by)}` })),
    ...entry.replies.map((r) => ({
      at: r.at,
      text: `${T.repliesHeading}: ${r.text} · ${T.by(r.by)} · ${T.delivery[r.delivery ?? 'pending'] ?? r.delivery}`,
    })),
    ...entry.holds.map((h) => ({
      at: h.releasedAt ?? h.until,
      text: h.releasedAt
        ? T.holdEnded(h.title, h.size, when(h.releasedAt), h.releaseReason ?? '')
        : T.holdUntil(h.title, h.size, when(h.until)),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (items.length === 0) return null;
  return (
    <ol className={styles.trail} aria-label={T.history}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, re-read whole on every change
        <li key={i}>
          <time dateTime={item.at}>{when(item.at)}</time> {item.text}
        </li>
      ))}
    </ol>
  );
}

export function EntryCard({ entry, admins }: { entry: InboxEntry; admins: InboxPage['admins'] }) {
  const headingId = `${entry.kind}-${entry.id}`;
  const title = entry.kind === 'enquiry' ? T.enquiryFrom : T.messageFrom;
  return (
    <article className={styles.entry} aria-labelledby={headingId} data-stage={entry.stage}>
      <header className={styles.head}>
        <h1 id={headingId}>{title(entry.reference, entry.name)}</h1>
        <span className={styles.lang} lang={LANG_TAG[entry.lang]} title={T.langMeaning[entry.lang]}>
          <span aria-hidden="true">{T.langBadge[entry.lang]}</span>
          <span className="visually-hidden" lang="en">
            {T.langMeaning[entry.lang]}
          </span>
        </span>
        <span className={styles.stage}>{STAGE_LABEL[entry.stage]}</span>
      </header>
      <p className={styles.meta}>
        {when(entry.createdAt)}
        {entry.erased ? (
          ` · ${T.erased}`
        ) : (
          <>
            {' · '}
            <a href={`mailto:${entry.email}`}>{entry.email}</a>
            {entry.phone ? ` · ${T.phone(entry.phone)}` : null}
            {entry.country ? ` · ${T.country(entry.country)}` : null}
          </>
        )}
        {entry.origin === 'work' ? ` · ${T.fromWorkPage}` : null}
        {entry.salePrice !== null ? ` · ${T.salePrice(formatEuros(entry.salePrice))}` : null}
      </p>
      {entry.subject ? <p className={styles.subject}>{entry.subject}</p> : null}
      {entry.message ? <p className={styles.text}>{entry.message}</p> : null}
      <Lines entry={entry} />
      <EntryControls entry={entry} admins={admins} />
      <SaleControls entry={entry} />
      <Trail entry={entry} />
      <MailStatus mail={entry.mail} />
      <details className={styles.more}>
        <summary>
          {T.reply} / {T.note.toLowerCase()}
        </summary>
        <ReplyForm entry={entry} />
        <NoteForm entry={entry} />
      </details>
    </article>
  );
}
