import { type BulkAnswer, LIST_TEXTS } from '#shared/admin-lists';
import styles from './entry-list.module.css';

export function BulkResult({ answer }: { answer: BulkAnswer }) {
  return (
    <div className={styles.result}>
      {answer.done.length > 0 || answer.refused.length === 0 ? (
        <div className={styles.done}>
          <p>{LIST_TEXTS.done[answer.action](answer.done.length)}</p>
          {answer.action === 'delete' && answer.done.length > 0 ? (
            <p>
              {LIST_TEXTS.deletedNames} {answer.done.map((entry) => `"${entry.title}"`).join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
      {answer.refused.length > 0 ? (
        <div className={styles.refused}>
          <p>{LIST_TEXTS.refusedHeading(answer.refused.length)}</p>
          <ul>
            {answer.refused.map((entry) => (
              <li key={entry._id}>
                {LIST_TEXTS.refusedLine(entry.title, entry.reason)}
                {entry.items.length > 0 ? (
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
