import type { AuditEntry } from '#shared/audit';
import { adminDateTime } from '../admin-messages.ts';
import styles from './audit.module.css';
import { AUDIT_SCREEN as T } from './texts.ts';

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return T.empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** A save's fields, each with its value before and after, folded away until asked for. */
function Changes({ changes }: { changes: NonNullable<AuditEntry['changes']> }) {
  const fields = Object.entries(changes);
  return (
    <details className={styles.more}>
      <summary>{T.changes(fields.length)}</summary>
      <table className={styles.changes}>
        <thead>
          <tr>
            <th scope="col">{T.field}</th>
            <th scope="col">{T.before}</th>
            <th scope="col">{T.after}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(([field, [before, after]]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>{shown(before)}</td>
              <td>{shown(after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const detail = entry.detail ? Object.entries(entry.detail) : [];
  return (
    <tr>
      <td data-label={T.when}>
        <time dateTime={entry.at}>{adminDateTime(entry.at)}</time>
      </td>
      <td data-label={T.who}>{entry.actor}</td>
      <td data-label={T.what}>{T.actionLabel(entry.action)}</td>
      <td data-label={T.entry}>
        <span className={styles.type}>{entry.targetType}</span>{' '}
        {entry.targetLabel === entry.targetType ? null : entry.targetLabel}
        {entry.changes ? <Changes changes={entry.changes} /> : null}
        {detail.length > 0 ? (
          <details className={styles.more}>
            <summary>{T.details}</summary>
            <dl className={styles.detail}>
              {detail.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{shown(value)}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
      </td>
      <td data-label={T.where} className={styles.where}>
        {[entry.ip, entry.device].filter(Boolean).join(' · ')}
      </td>
    </tr>
  );
}
