import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { INBOX_STAGES } from '#shared/inbox';
import { STAGE_LABEL } from '#shared/pipeline-texts';
import styles from './inbox.module.css';
import type { InboxPage, InboxSearch } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';

/** A plain GET form: the URL keeps the filters, the server applies them. */
export function InboxFilters({ search, admins }: { search: InboxSearch; admins: InboxPage['admins'] }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <search aria-label={T.filters}>
      <form
        className={styles.filters}
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
          void navigate({
            to: '/admin/inbox',
            search: {
              q: text('q'),
              kind: text('kind') as InboxSearch['kind'],
              stage: text('stage') as InboxSearch['stage'],
              owner: text('owner') ? Number(text('owner')) : undefined,
              overdue: data.get('overdue') ? true : undefined,
            },
          });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{T.search}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="input"
            defaultValue={search.q ?? ''}
            aria-describedby={`${id}-qh`}
          />
          <p id={`${id}-qh`} className={styles.muted}>
            {T.searchHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{T.kind}</label>
          <select id={`${id}-kind`} name="kind" className="input" defaultValue={search.kind ?? ''}>
            <option value="">{T.anyKind}</option>
            <option value="enquiry">{T.enquiries}</option>
            <option value="message">{T.messages}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-stage`}>{T.stage}</label>
          <select id={`${id}-stage`} name="stage" className="input" defaultValue={search.stage ?? ''}>
            <option value="">{T.anyStage}</option>
            {INBOX_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-owner`}>{T.owner}</label>
          <select id={`${id}-owner`} name="owner" className="input" defaultValue={search.owner ?? ''}>
            <option value="">{T.anyOwner}</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.check}>
          <input id={`${id}-overdue`} name="overdue" type="checkbox" defaultChecked={search.overdue ?? false} />
          <label htmlFor={`${id}-overdue`}>{T.overdue}</label>
        </div>
        <div className={styles.buttons}>
          <button type="submit" className="button">
            {T.apply}
          </button>
          <button
            type="reset"
            className="button button-quiet"
            onClick={() => void navigate({ to: '/admin/inbox', search: {} })}
          >
            {T.clear}
          </button>
        </div>
      </form>
    </search>
  );
}
