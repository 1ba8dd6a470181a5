import type { FieldDef } from '#shared/catalogue/define';
import { PUBLISHING_TEXTS as T } from '#shared/content/publishing';
import { PUBLISH_STATUSES } from '#shared/content-fields';
import { Labelled } from './field.tsx';
import styles from './form.module.css';
import type { FormValue, FormValues } from './form-values.ts';

const STATUS: FieldDef = {
  kind: 'select',
  name: 'status',
  label: T.status,
  hint: T.draftHint,
  options: PUBLISH_STATUSES,
  labels: { draft: T.draft, published: T.published },
};
const PUBLISH_ON: FieldDef = { kind: 'text', name: 'publish_at', label: T.publishOn, hint: T.publishOnHint };

type Props = {
  values: FormValues;
  onChange: (name: string) => (value: FormValue) => void;
  invalid: Set<string>;
};

/** A new entry starts as a Draft, so staff publish it on purpose. */
export function PublishingFields({ values, onChange, invalid }: Props) {
  return (
    <fieldset className={styles.list}>
      <legend>{T.group}</legend>
      <Labelled field={STATUS}>
        {(props) => (
          <select
            {...props}
            className="input"
            value={String(values.status ?? 'draft')}
            aria-invalid={invalid.has('status') || undefined}
            onChange={(e) => onChange('status')(e.currentTarget.value)}
          >
            {PUBLISH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'draft' ? T.draft : T.published}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled field={PUBLISH_ON}>
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            className="input"
            value={String(values.publish_at ?? '')}
            aria-invalid={invalid.has('publish_at') || undefined}
            onChange={(e) => onChange('publish_at')(e.currentTarget.value)}
          />
        )}
      </Labelled>
    </fieldset>
  );
}
