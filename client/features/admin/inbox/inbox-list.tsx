import { Link } from '@tanstack/react-router';
import { STAGE_LABEL } from '#shared/pipeline-texts';
import styles from './inbox.module.css';
import type { InboxEntry, InboxSearch } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';
import { age, when } from './when.ts';

const about = (entry: InboxEntry) =>
  entry.kind === 'enquiry' ? entry.lines.map((l) => l.title).join(', ') : (entry.subject ?? '');

/** The link carries the list's filters and page, so the detail's Back returns to them. */
export function InboxList({ entries, search, now }: { entries: InboxEntry[]; search: InboxSearch; now: number }) {
  return (
    <table className={styles.list}>
      <caption className="visually-hidden">{T.listCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.reference}</th>
          <th scope="col">{T.name}</th>
          <th scope="col">{T.works}</th>
          <th scope="col">{T.stage}</th>
          <th scope="col">{T.age}</th>
          <th scope="col">{T.owner}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.kind}-${entry.id}`} data-stage={entry.stage}>
            <th scope="row" className={styles.ref}>
              <Link
                to="/admin/inbox/$kind/$id"
                params={{ kind: entry.kind === 'enquiry' ? 'enquiries' : 'messages', id: String(entry.id) }}
                search={search}
                className={entry.stage === 'new' ? styles.fresh : undefined}
              >
                {entry.reference}
              </Link>
            </th>
            <td className={styles.who}>{entry.erased ? T.erasedShort : entry.name}</td>
            <td className={styles.about}>{about(entry)}</td>
            <td className={styles.state}>
              <span className={styles.stage}>{STAGE_LABEL[entry.stage]}</span>
            </td>
            <td className={styles.age}>
              <time dateTime={entry.createdAt} title={when(entry.createdAt)}>
                {age(entry.createdAt, now)}
              </time>
            </td>
            <td className={styles.owner}>
              {/* The column's heading, shown where the row is a card; the table's heading is read already. */}
              <span className={styles.cellLabel} aria-hidden="true">
                {T.owner}:{' '}
              </span>
              {entry.owner?.email ?? T.nobody}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
