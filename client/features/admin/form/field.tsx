import { useId } from 'react';
import type { FieldDef } from '#shared/catalogue/define';
import { slugifyTyping } from '#shared/slug';
import { ImageField } from '../images/image-field.tsx';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import { TermSelect } from '../terms/term-select.tsx';
import { EntriesField } from './entries-field.tsx';
import { EntrySelect } from './entry-select.tsx';
import styles from './form.module.css';
import type { Cell, FormValue } from './form-values.ts';
import { ListField, RowsField } from './list-fields.tsx';

type Props = {
  field: FieldDef;
  value: FormValue;
  onChange: (value: FormValue) => void;
  invalid: boolean;
  lang?: string | undefined;
};

export function Field({ field, value, onChange, invalid, lang }: Props) {
  switch (field.kind) {
    case 'rich':
      return (
        <RichTextField
          label={field.label}
          hint={field.hint}
          value={String(value ?? '')}
          onChange={onChange}
          invalid={invalid}
          lang={lang}
        />
      );
    case 'image':
      return (
        <ImageField
          label={field.label}
          hint={field.hint}
          optional={field.optional ?? false}
          value={value as number | null}
          onChange={onChange}
          invalid={invalid}
        />
      );
    case 'list':
      return <ListField field={field} value={value as Cell[]} onChange={onChange} invalid={invalid} />;
    case 'rows':
      return (
        <RowsField field={field} value={value as Extract<FormValue, object[]>} onChange={onChange} invalid={invalid} />
      );
    case 'entries':
      return <EntriesField field={field} value={value as number[]} onChange={onChange} invalid={invalid} />;
    case 'select':
      if ('entriesOf' in field) {
        return <EntrySelect field={field} value={value as number | null} onChange={onChange} invalid={invalid} />;
      }
      return (
        <Labelled field={field}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={String(value)}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange(e.currentTarget.value)}
            >
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {field.labels?.[option] ?? option}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      );
    case 'term':
      return (
        <div className={styles.field}>
          <TermSelect
            kind={field.term}
            label={field.label}
            labelText={field.label}
            hint={field.hint}
            optional={field.optional ?? false}
            value={String(value ?? '')}
            onChange={onChange}
            invalid={invalid}
          />
        </div>
      );
    case 'checkbox':
      return <Checkbox field={field} checked={value === true} onChange={onChange} />;
    default:
      return (
        <Labelled field={field}>
          {(props) => (
            <TextInput
              {...props}
              field={field}
              value={String(value ?? '')}
              onChange={onChange}
              invalid={invalid}
              lang={lang}
            />
          )}
        </Labelled>
      );
  }
}

function Checkbox({ field, checked, onChange }: { field: FieldDef; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <span className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label htmlFor={id}>{field.label}</label>
      </span>
      {field.hint ? (
        <span id={hintId} className={styles.hint}>
          {field.hint}
        </span>
      ) : null}
    </div>
  );
}

type InputProps = { id: string; 'aria-describedby'?: string; lang?: string | undefined };

export function Labelled({ field, children }: { field: FieldDef; children: (props: InputProps) => React.ReactNode }) {
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      {field.hint ? (
        <span id={hintId} className={styles.hint}>
          {field.hint}
        </span>
      ) : null}
      {children({ id, ...(hintId ? { 'aria-describedby': hintId } : {}) })}
    </div>
  );
}

type TextProps = InputProps & {
  field: Extract<FieldDef, { kind: 'text' | 'slug' | 'number' | 'date' }>;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
};

function TextInput({ field, value, onChange, invalid, ...props }: TextProps) {
  const common = { ...props, className: 'input', value, 'aria-invalid': invalid || undefined };
  if (field.kind === 'text' && field.multiline) {
    return <textarea {...common} rows={3} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
  if (field.kind === 'slug') {
    // SPEC 4: the slug is always normalised, as it is typed too; a trailing hyphen waits for the next word.
    return (
      <input
        {...common}
        type="text"
        spellCheck={false}
        autoCapitalize="off"
        onChange={(e) => onChange(slugifyTyping(e.currentTarget.value))}
        onBlur={() => onChange(value.replace(/-+$/, ''))}
      />
    );
  }
  if (field.kind === 'number') {
    return (
      <input
        {...common}
        type="number"
        inputMode={field.step && field.step < 1 ? 'decimal' : 'numeric'}
        min={0}
        step={field.step ?? 'any'}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <input
      {...common}
      type={field.kind === 'date' ? 'date' : 'text'}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
