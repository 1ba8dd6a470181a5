import { useEffect, useId, useRef, useState } from 'react';
import { BULK_ACTIONS, type BulkAction, LIST_TEXTS } from '#shared/admin-lists';
import styles from './entry-list.module.css';

type Props = {
  /** The entries of the page: ids and titles, for 'select all' and the confirmation. */
  page: { _id: number; title: string }[];
  selected: ReadonlySet<number>;
  onSelectPage: (on: boolean) => void;
  onRun: (action: BulkAction) => void;
  busy: boolean;
};

/**
 * 'Select all on this page', the count, and Publish, Unpublish and Delete for the selected entries. Delete
 * asks first, naming the entries; its heading takes the focus, and Cancel gives it back to Delete.
 */
export function BulkBar({ page, selected, onSelectPage, onRun, busy }: Props) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const onPage = page.filter((entry) => selected.has(entry._id)).length;
  const chosen = page.filter((entry) => selected.has(entry._id));

  useEffect(() => {
    if (all.current) all.current.indeterminate = onPage > 0 && onPage < page.length;
  }, [onPage, page.length]);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (selected.size === 0) setConfirming(false);
  }, [selected.size]);

  return (
    <div className={styles.bulk}>
      <div className={styles.bulkRow}>
        <span className={styles.selectAll}>
          <input
            ref={all}
            id={`${id}-all`}
            type="checkbox"
            checked={page.length > 0 && onPage === page.length}
            disabled={page.length === 0}
            onChange={(e) => onSelectPage(e.currentTarget.checked)}
          />
          <label htmlFor={`${id}-all`}>{LIST_TEXTS.selectAll}</label>
        </span>
        <span className={styles.count} aria-live="polite">
          {LIST_TEXTS.selected(selected.size)}
        </span>
        <fieldset className={styles.actions} disabled={selected.size === 0 || busy}>
          <legend className="visually-hidden">{LIST_TEXTS.bulkGroup}</legend>
          {BULK_ACTIONS.map((action) => (
            <button
              key={action}
              ref={action === 'delete' ? deleteButton : undefined}
              type="button"
              className="button button-quiet"
              aria-expanded={action === 'delete' ? confirming : undefined}
              onClick={() => (action === 'delete' ? setConfirming(true) : onRun(action))}
            >
              {LIST_TEXTS.actions[action]}
            </button>
          ))}
        </fieldset>
        {busy ? <span className={styles.count}>{LIST_TEXTS.working}</span> : null}
      </div>
      {confirming && chosen.length > 0 ? (
        <section className={styles.confirm} aria-labelledby={`${id}-confirm`}>
          <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
            {LIST_TEXTS.confirmHeading(chosen.length)}
          </h3>
          <ul>
            {chosen.map((entry) => (
              <li key={entry._id}>{entry.title}</li>
            ))}
          </ul>
          <p>{LIST_TEXTS.confirmNote}</p>
          <div className={styles.confirmActions}>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onRun('delete');
              }}
            >
              {LIST_TEXTS.confirm}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setConfirming(false);
                deleteButton.current?.focus();
              }}
            >
              {LIST_TEXTS.cancel}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
