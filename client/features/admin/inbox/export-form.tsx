import { useId } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import styles from './inbox.module.css';
import { INBOX_TEXT as T } from './texts.ts';

/** A plain GET form, so the browser downloads the CSV itself. */
export function ExportForm({ today }: { today: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{T.exportHeading}</h2>
      <form method="get" action="/api/admin/inbox/export.csv" className={styles.filters}>
        <FormField
          id={`${id}-from`}
          name="from"
          label={T.from}
          type="date"
          required
          defaultValue={`${today.slice(0, 4)}-01-01`}
        />
        <FormField id={`${id}-to`} name="to" label={T.to} type="date" required defaultValue={today} />
        <button type="submit" className="button button-quiet">
          {T.download}
        </button>
      </form>
    </section>
  );
}
