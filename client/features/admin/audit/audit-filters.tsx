import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { AuditPage } from '#shared/audit';
import { AUDIT_ACTION_IDS } from '#shared/audit-actions';
import styles from './audit.module.css';
import type { AuditSearch } from './audit-query.ts';
import { AUDIT_SCREEN as T } from './texts.ts';

/** A plain GET form, as the inbox's: the URL keeps the filters, the server applies them. */
export function AuditFilters({ search, page }: { search: AuditSearch; page: AuditPage }) {
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
            to: '/admin/audit',
            search: {
              actor: text('actor') ? Number(text('actor')) : undefined,
              action: text('action') as AuditSearch['action'],
              type: text('type'),
              from: text('from'),
              to: text('to'),
            },
          });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-actor`}>{T.person}</label>
          <select id={`${id}-actor`} name="actor" className="input" defaultValue={search.actor ?? ''}>
            <option value="">{T.anyone}</option>
            {page.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-action`}>{T.action}</label>
          <select id={`${id}-action`} name="action" className="input" defaultValue={search.action ?? ''}>
            <option value="">{T.anyAction}</option>
            {AUDIT_ACTION_IDS.map((action) => (
              <option key={action} value={action}>
                {T.actionLabel(action)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{T.type}</label>
          <select id={`${id}-type`} name="type" className="input" defaultValue={search.type ?? ''}>
            <option value="">{T.anyType}</option>
            {page.types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{T.from}</label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            className="input"
            defaultValue={search.from ?? ''}
            aria-describedby={`${id}-dates`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{T.to}</label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            className="input"
            defaultValue={search.to ?? ''}
            aria-describedby={`${id}-dates`}
          />
        </div>
        <p id={`${id}-dates`} className={styles.muted}>
          {T.datesHint}
        </p>
        <div className={styles.buttons}>
          <button type="submit" className="button">
            {T.apply}
          </button>
          <button
            type="reset"
            className="button button-quiet"
            onClick={() => void navigate({ to: '/admin/audit', search: {} })}
          >
            {T.clear}
          </button>
        </div>
      </form>
    </search>
  );
}
