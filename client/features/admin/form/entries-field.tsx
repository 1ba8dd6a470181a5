import { useId } from 'react';
import type { FieldDef } from '#shared/catalogue/define';
import { EntryPicker, useEntryTitles } from '../combobox/entry-picker.tsx';
import styles from './form.module.css';

type Props = {
  field: Extract<FieldDef, { kind: 'entries' }>;
  value: number[];
  onChange: (value: number[]) => void;
  invalid: boolean;
};

/** Moved with buttons, so the order is set without dragging. */
export function EntriesField({ field, value, onChange, invalid }: Props) {
  const id = useId();
  const { titles, pending, error } = useEntryTitles(field.entriesOf, value);
  const titleOf = (entryId: number) => titles.get(entryId) ?? (pending ? '…' : `#${entryId}`);

  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <fieldset
      className={styles.list}
      aria-invalid={invalid || undefined}
      aria-describedby={field.hint ? `${id}-hint` : undefined}
    >
      <legend>{field.label}</legend>
      {field.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {value.length === 0 ? <p className={styles.hint}>None yet.</p> : null}
      <ol className={styles.entries} aria-label={field.label}>
        {value.map((entryId, index) => {
          const title = titleOf(entryId);
          return (
            <li key={entryId} className={`${styles.entry} ${styles.picked}`}>
              <span className={styles.pickedTitle}>{title}</span>
              <span className={styles.pickedActions}>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={index === 0}
                  aria-label={`Move ${title} up`}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={index === value.length - 1}
                  aria-label={`Move ${title} down`}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={`Remove ${title}`}
                  onClick={() => onChange(value.filter((v) => v !== entryId))}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <EntryPicker
        apiPath={field.entriesOf}
        label={`Add ${field.itemLabel.toLowerCase()}`}
        value={null}
        exclude={value}
        clearOnChoose
        onChange={(entry) => {
          if (entry && !value.includes(entry._id)) onChange([...value, entry._id]);
        }}
        placeholder={`Type to find the ${field.noun}`}
      />
      {error ? <p role="alert">Error: {error.message}</p> : null}
    </fieldset>
  );
}
