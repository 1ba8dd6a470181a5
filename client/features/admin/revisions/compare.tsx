import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { changedFields } from '#shared/revisions';
import { CONTENT_EDITORS } from '#shared/roles';
import { isNotFound } from '../../../lib/api.ts';
import { useMay } from '../access.ts';
import { adminEntryQuery, type EntryValues, errorsOf } from '../api.ts';
import { ErrorList } from '../form/error-list.tsx';
import { afterSave } from '../freshness.ts';
import type { Screen } from '../screens/registry.ts';
import { FieldValue } from './field-value.tsx';
import { type CompareRow, languageRows } from './language-rows.ts';
import { restoreRevision, revisionQuery, revisionsKey } from './queries.ts';
import styles from './revisions.module.css';
import { formatSavedAt, HISTORY_TEXTS as T } from './texts.ts';

type Props = {
  screen: Screen;
  entry: EntryValues;
  slug: string;
  rev: number;
  savedAt: number | undefined;
};

export function Compare({ screen, entry, slug, rev, savedAt }: Props) {
  // Restoring is a save: a role that only reads the catalogue compares, and restores nothing.
  const edits = useMay(CONTENT_EDITORS);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data, isError, error } = useQuery(revisionQuery(screen.api, entry._id, rev));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const restoreButton = useRef<HTMLButtonElement>(null);

  async function restore() {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await restoreRevision(screen.api, entry._id, rev);
      await afterSave(queryClient, screen, [slug, answer.slug]);
      await queryClient.invalidateQueries({ queryKey: revisionsKey(screen.api, entry._id), refetchType: 'none' });
      // The form opens on what is stored now: the restored values.
      await queryClient.fetchQuery(adminEntryQuery(screen.api, answer.slug));
      if (answer.slug !== slug) queryClient.removeQueries({ queryKey: ['admin', screen.api, slug], exact: true });
      await router.navigate({ to: '/admin/$type/update/$slug', params: { type: screen.route, slug: answer.slug } });
    } catch (error) {
      setErrors(errorsOf(error).map((e) => e.msg));
      setConfirming(false);
      setBusy(false);
    }
  }

  function cancel() {
    setConfirming(false);
    // Back to the button the confirmation replaced, once it is there again.
    requestAnimationFrame(() => restoreButton.current?.focus());
  }

  const differing = data ? changedFields(entry, data.values) : [];
  const fields: CompareRow[] = data
    ? [
        ...screen.fields
          .filter((field) => differing.includes(field.name))
          .map((field) => ({ key: field.name, field, kept: data.values[field.name], now: entry[field.name] })),
        ...languageRows(screen, data.values, entry),
      ]
    : [];

  // A version from an older page than those shown (an address kept from before) is named once it has come.
  const at = data?.savedAt ?? savedAt;
  if (isNotFound(error)) return <p>{T.choose}</p>;
  if (at === undefined) return isError ? <p role="alert">{T.loadFailed}</p> : null;

  return (
    <section aria-labelledby="compare-heading" className={styles.compare}>
      <h2 id="compare-heading">{T.compareHeading(formatSavedAt(at))}</h2>
      {isError ? <p role="alert">{T.loadFailed}</p> : null}
      {data && fields.length === 0 ? <p>{T.sameAsNow}</p> : null}
      {data && fields.length > 0 ? (
        <dl className={styles.fields}>
          {fields.map(({ key, field, kept, now }) => (
            <div key={key} className={styles.field}>
              <dt>{field.label}</dt>
              <dd className={styles.sides}>
                <div className={styles.side}>
                  <span className={styles.sideLabel}>{T.thisVersion}</span>
                  <FieldValue field={field} value={kept} references={data.references} />
                </div>
                <div className={styles.side}>
                  <span className={styles.sideLabel}>{T.now}</span>
                  <FieldValue field={field} value={now} references={data.references} />
                </div>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data && fields.length > 0 && edits ? (
        confirming ? (
          <ConfirmRestore busy={busy} onConfirm={restore} onCancel={cancel} />
        ) : (
          <p>
            <button type="button" className="button" ref={restoreButton} onClick={() => setConfirming(true)}>
              {T.restore}
            </button>
          </p>
        )
      ) : null}
      <ErrorList errors={errors} />
    </section>
  );
}

/** Focus moves to the safe choice, Cancel, and Escape cancels. */
function ConfirmRestore(props: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !props.busy) props.onCancel();
  };
  return (
    <div className={styles.confirm}>
      <p>{T.confirmRestore}</p>
      <button type="button" className="button" disabled={props.busy} onClick={props.onConfirm} onKeyDown={onKeyDown}>
        {props.busy ? T.restoring : T.yesRestore}
      </button>{' '}
      <button type="button" className="button button-quiet" ref={cancel} onClick={props.onCancel} onKeyDown={onKeyDown}>
        {T.cancel}
      </button>
    </div>
  );
}
