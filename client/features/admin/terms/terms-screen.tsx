import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { TERM_KINDS, type TermKind } from '#shared/term-kinds';
import { ApiError, api, unwrap } from '../../../lib/api.ts';
import { apiErrorTexts } from '../../../lib/api-errors.ts';
import { termsQuery } from './queries.ts';
import styles from './terms-screen.module.css';
import { TERMS_SCREEN as T } from './texts.ts';

export function TermsScreen() {
  return (
    <div className={`page ${styles.screen}`}>
      <p>
        <Link to="/admin">{T.back}</Link>
      </p>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      {TERM_KINDS.map((kind) => (
        <TermList key={kind} kind={kind} />
      ))}
    </div>
  );
}

type Outcome = { ok: boolean; text: string } | null;

function TermList({ kind }: { kind: TermKind }) {
  const { data, isError } = useQuery(termsQuery(kind));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.list}>
      <h2 id={headingId}>{T.heading(kind)}</h2>
      {isError ? <p role="alert">{T.loadFailed}</p> : null}
      {data && data.length === 0 ? <p>{T.empty}</p> : null}
      <ul>
        {(data ?? []).map((term) => (
          <TermRow key={term.id} kind={kind} term={term} report={setOutcome} />
        ))}
      </ul>
      <div aria-live="polite" className={outcome && !outcome.ok ? styles.error : styles.done}>
        {outcome?.text ?? ''}
      </div>
    </section>
  );
}

async function attempt(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return apiErrorTexts(error.body, { fallback: T.failed }).join(' ');
    return T.unreachable;
  }
}

type Row = { id: number; name: string; nameZh: string };

function TermRow(props: { kind: TermKind; term: Row; report: (o: Outcome) => void }) {
  const { kind, term, report } = props;
  const queryClient = useQueryClient();
  const [name, setName] = useState(term.name);
  const [nameZh, setNameZh] = useState(term.nameZh);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: termsQuery(kind).queryKey });
  const renaming = name.trim() !== term.name;
  const changingZh = nameZh.trim() !== term.nameZh;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || (!renaming && !changingZh)) return;
    setBusy(true);
    const json = changingZh ? { name, nameZh } : { name };
    const problem = await attempt(() =>
      unwrap(api.admin.terms.update[':id'].$put({ param: { id: String(term.id) }, json })),
    );
    setBusy(false);
    const done = [
      ...(renaming ? [T.renamed(term.name, name.trim())] : []),
      ...(changingZh ? [T.savedZh(name.trim(), nameZh.trim())] : []),
    ];
    report(problem ? { ok: false, text: problem } : { ok: true, text: done.join(' ') });
    if (!problem) await refresh();
  }

  async function remove() {
    setBusy(true);
    const problem = await attempt(() =>
      unwrap(api.admin.terms.delete[':id'].$delete({ param: { id: String(term.id) } })),
    );
    setBusy(false);
    report(problem ? { ok: false, text: problem } : { ok: true, text: T.deleted(term.name) });
    if (!problem) await refresh();
  }

  return (
    <li>
      <form className={styles.row} onSubmit={save}>
        <label htmlFor={inputId} className="visually-hidden">
          {T.nameOf(term.name)}
        </label>
        <input
          id={inputId}
          className="input"
          value={name}
          disabled={busy}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <label htmlFor={`${inputId}-zh`} className="visually-hidden">
          {T.nameZhOf(term.name)}
        </label>
        <input
          id={`${inputId}-zh`}
          className="input"
          lang="zh-Hans"
          value={nameZh}
          placeholder={T.nameZhPlaceholder}
          disabled={busy}
          aria-describedby={term.nameZh ? undefined : `${inputId}-missing`}
          onChange={(e) => setNameZh(e.currentTarget.value)}
        />
        {term.nameZh ? null : (
          <span id={`${inputId}-missing`} className={styles.missing}>
            {T.chineseMissing}
          </span>
        )}
        <button type="submit" className="button button-quiet" disabled={busy || (!renaming && !changingZh)}>
          {T.rename}
          <span className="visually-hidden"> {term.name}</span>
        </button>
        <button type="button" className="button button-quiet" disabled={busy} onClick={remove}>
          {T.delete}
          <span className="visually-hidden"> {term.name}</span>
        </button>
      </form>
    </li>
  );
}
