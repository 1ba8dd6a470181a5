import type { FieldDef } from '#shared/catalogue/define';
import { EntryPicker } from '../combobox/entry-picker.tsx';
import styles from './form.module.css';

type Props = {
  field: Extract<FieldDef, { kind: 'select'; entriesOf: string }>;
  value: number | null;
  onChange: (value: number | null) => void;
  invalid: boolean;
};

export function EntrySelect({ field, value, onChange, invalid }: Props) {
  return (
    <div className={styles.field}>
      <EntryPicker
        apiPath={field.entriesOf}
        label={field.label}
        value={value}
        onChange={(entry) => onChange(entry?._id ?? null)}
        placeholder={`Type to find the ${field.noun}`}
        invalid={invalid}
      />
    </div>
  );
}
