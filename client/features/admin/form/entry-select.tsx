import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '#shared/catalogue/define';
import { adminListQuery } from '../api.ts';
import { Combobox } from '../combobox/combobox.tsx';
import styles from './form.module.css';

type Props = {
  field: Extract<FieldDef, { kind: 'select'; entriesOf: string }>;
  value: number | null;
  onChange: (value: number | null) => void;
  invalid: boolean;
};

/** An entry of another type (a shop item's artist), picked by typing part of its name. */
export function EntrySelect({ field, value, onChange, invalid }: Props) {
  const entries = useQuery(adminListQuery(field.entriesOf));
  const options = (entries.data ?? []).map((entry) => ({ value: entry._id, label: entry.title }));
  return (
    <div className={styles.field}>
      <Combobox
        label={field.label}
        options={options}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        placeholder={`Type to find the ${field.noun}`}
        invalid={invalid}
        loading={entries.isPending}
      />
      {entries.isError ? <p role="alert">Error: {entries.error.message}</p> : null}
    </div>
  );
}
