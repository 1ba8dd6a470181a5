import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { TermKind } from '#shared/term-kinds';
import { errorsOf } from '../api.ts';
import { addTerm, termsQuery } from './queries.ts';
import styles from './term-select.module.css';
import { TERM_TEXTS as T } from './texts.ts';

type Props = {
  kind: TermKind;
  /** The visible label (it may hide which entry of a list this is from sight but not from screen readers). */
  label: ReactNode;
  labelText: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  hint?: string | undefined;
  invalid?: boolean;
};

export function TermSelect({ kind, label, labelText, value, onChange, optional, hint, invalid }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const queryClient = useQueryClient();
  const terms = useQuery(termsQuery(kind));
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [done, setDone] = useState('');
  const add = useMutation({
    mutationFn: () => addTerm(kind, name),
    onSuccess: async (term) => {
      await queryClient.invalidateQueries({ queryKey: termsQuery(kind).queryKey });
      onChange(term.name);
      setDone(T.added(term.name, kind));
      setAdding(false);
      setName('');
    },
  });
  const names = (terms.data ?? []).map((t) => t.name);
  const listed = value === '' || names.includes(value);

  return (
    <div className={styles.term}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.pick}>
        <select
          id={id}
          className="input"
          value={value}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            setDone('');
          }}
        >
          <option value="">{terms.isPending ? T.loading : optional ? T.none : T.choose(kind)}</option>
          {listed ? null : <option value={value}>{T.notListed(value)}</option>}
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={adding}
          onClick={() => {
            setAdding(!adding);
            add.reset();
          }}
        >
          {T.addNew}
        </button>
      </div>
      {adding ? (
        <NewTerm
          label={T.newName(labelText)}
          name={name}
          busy={add.isPending}
          onName={setName}
          onAdd={() => add.mutate()}
          onCancel={() => {
            setAdding(false);
            add.reset();
          }}
        />
      ) : null}
      {add.isError ? (
        <ul className={styles.errors} role="alert">
          {errorsOf(add.error).map((e) => (
            <li key={e.msg}>{e.msg}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.hint} role="status">
        {done}
      </p>
      {terms.isError ? <p role="alert">Error: {terms.error.message}</p> : null}
    </div>
  );
}

type NewTermProps = {
  label: string;
  name: string;
  busy: boolean;
  onName: (name: string) => void;
  onAdd: () => void;
  onCancel: () => void;
};

/** Enter adds it (never submits the whole form), Escape closes it. */
function NewTerm({ label, name, busy, onName, onAdd, onCancel }: NewTermProps) {
  const id = useId();
  return (
    <div className={styles.add}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.pick}>
        <input
          id={id}
          className="input"
          value={name}
          // biome-ignore lint/a11y/noAutofocus: the person just asked to type a new name
          autoFocus
          onChange={(e) => onName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (name.trim()) onAdd();
            }
            if (e.key === 'Escape') onCancel();
          }}
        />
        <button type="button" className="button" disabled={busy || !name.trim()} onClick={onAdd}>
          {busy ? T.adding : T.add}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </div>
  );
}
