import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { asksFirst, BULK_ACTIONS, type BulkAction, type ConfirmedBulkAction, LIST_TEXTS } from '#shared/admin-lists';
import styles from './entry-list.module.css';

type Props = {
  page: { _id: number; title: string }[];
  selected: ReadonlySet<number>;
  onSelectPage: (on: boolean) => void;
  onRun: (action: BulkAction) => void;
  busy: boolean;
  /** Publishing, unpublishing and deleting are for the roles that change content. */
  edits: boolean;
  /** What else the selection is for (the works' price list), beside the actions. */
  extra?: ReactNode;
};

/** Unpublish and Delete ask first; the question's heading takes the focus, and Cancel gives it back. */
export function BulkBar({ page, selected, onSelectPage, onRun, busy, edits, extra }: Props) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const buttons = useRef<Partial<Record<BulkAction, HTMLButtonElement | null>>>({});
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<ConfirmedBulkAction | null>(null);
  const onPage = page.filter((entry) => selected.has(entry._id)).length;
  const chosen = page.filter((entry) => selected.has(entry._id));

  useEffect(() => {
    if (all.current) all.current.indeterminate = onPage > 0 && onPage < page.length;
  }, [onPage, page.length]);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (selected.size === 0) setConfirming(null);
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
        {edits ? (
          <fieldset className={styles.actions} disabled={selected.size === 0 || busy}>
            <legend className="visually-hidden">{LIST_TEXTS.bulkGroup}</legend>
            {BULK_ACTIONS.map((action) => (
              <button
                key={action}
                ref={(button) => {
                  buttons.current[action] = button;
                }}
                type="button"
                className="button button-quiet"
                aria-expanded={asksFirst(action) ? confirming === action : undefined}
                onClick={() => (asksFirst(action) ? setConfirming(action) : onRun(action))}
              >
                {LIST_TEXTS.actions[action]}
              </button>
            ))}
          </fieldset>
        ) : null}
        {busy ? <span className={styles.count}>{LIST_TEXTS.working}</span> : null}
      </div>
      {extra}
      {confirming && chosen.length > 0 ? (
        <section className={styles.confirm} aria-labelledby={`${id}-confirm`}>
          <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
            {LIST_TEXTS.confirmHeading(confirming, chosen.length)}
          </h3>
          <ul>
            {chosen.map((entry) => (
              <li key={entry._id}>{entry.title}</li>
            ))}
          </ul>
          <p>{LIST_TEXTS.confirmNote[confirming]}</p>
          <div className={styles.confirmActions}>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setConfirming(null);
                onRun(confirming);
              }}
            >
              {LIST_TEXTS.confirm[confirming]}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                buttons.current[confirming]?.focus();
                setConfirming(null);
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
