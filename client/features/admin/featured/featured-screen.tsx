import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { PickEntry } from '#shared/admin-lists';
import { FEATURED_COUNT, FEATURED_TEXTS as T } from '#shared/featured';
import { shopItemQuery } from '../../shop/queries.ts';
import { errorsOf } from '../api.ts';
import { EntryPicker } from '../combobox/entry-picker.tsx';
import formStyles from '../form/form.module.css';
import { DashboardLink, SaveAndErrors } from '../form/form-parts.tsx';
import { useUnsavedChangesWarning } from '../form/unsaved-changes.ts';
import { ChosenList, type ChosenWork } from './chosen-list.tsx';
import styles from './featured.module.css';
import { moved } from './move.ts';
import { adminFeaturedQuery, afterFeaturedSave, saveFeatured } from './queries.ts';

/** Up to four; the home page makes up fewer with the newest. */
export function FeaturedScreen() {
  const id = useId();
  const queryClient = useQueryClient();
  const { data: stored } = useSuspenseQuery(adminFeaturedQuery());
  const [known, setKnown] = useState(() => new Map<number, ChosenWork>(stored.map((work) => [work._id, work])));
  const [saved, setSaved] = useState(() => stored.map((work) => work._id));
  const [ids, setIds] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  useUnsavedChangesWarning(JSON.stringify(ids) !== JSON.stringify(saved));

  const chosen = ids.flatMap((workId) => known.get(workId) ?? []);
  const full = ids.length >= FEATURED_COUNT;

  const picking = useRef(Promise.resolve());

  /** Picks wait for the ones before, so a second pick during a slow first one joins after it, not in its place. */
  function pick(entry: PickEntry | null) {
    if (!entry) return;
    picking.current = picking.current.then(async () => {
      try {
        const work = await queryClient.fetchQuery(shopItemQuery(entry.slug));
        setKnown((current) => new Map(current).set(work._id, work));
        change((current) =>
          current.includes(work._id) || current.length >= FEATURED_COUNT ? current : [...current, work._id],
        );
      } catch (error) {
        setErrors(errorsOf(error).map((e) => e.msg));
      }
    });
  }

  const change = (next: number[] | ((current: number[]) => number[])) => {
    setIds(next);
    setDone(false);
    setErrors([]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const answer = await saveFeatured({ ids });
      const next = answer.map((work) => work._id);
      setKnown((current) => new Map([...current, ...answer.map((work) => [work._id, work] as const)]));
      setSaved(next);
      setIds(next);
      setDone(true);
      await afterFeaturedSave(queryClient);
    } catch (error) {
      setErrors(errorsOf(error).map((e) => e.msg));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>{T.heading}</h1>
      <p id={`${id}-intro`} className={styles.intro}>
        {T.intro}
      </p>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className={styles.fieldset} disabled={busy}>
          <ChosenList
            works={chosen}
            onMove={(from, to) => change(moved(ids, from, to))}
            onRemove={(index) => change(ids.filter((_, i) => i !== index))}
          />
          {full ? (
            <p className={styles.note}>{T.full}</p>
          ) : (
            <div className={formStyles.field}>
              <EntryPicker
                apiPath="shop"
                label={T.pickLabel}
                value={null}
                onChange={pick}
                exclude={ids}
                placeholder={T.pickPlaceholder}
                describedBy={`${id}-intro`}
                clearOnChoose
              />
            </div>
          )}
        </fieldset>
        <SaveAndErrors busy={busy} errors={errors} />
        {done ? (
          <p className={formStyles.success} role="status">
            {T.saved} <Link to="/">{T.viewHome}</Link>
          </p>
        ) : null}
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}
