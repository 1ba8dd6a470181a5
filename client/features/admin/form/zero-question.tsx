import { useEffect, useId, useRef } from 'react';
import styles from './form.module.css';
import type { ZeroValue } from './form-values.ts';

export const ZERO_TEXTS = {
  heading: (count: number) => (count === 1 ? 'Save a price of €0?' : `Save ${count} prices of €0?`),
  note: 'A price of €0 is allowed, but visitors then see the work as costing nothing.',
  yes: 'Yes, save at €0',
  no: 'Change the price',
} as const;

type Props = {
  zeros: ZeroValue[];
  onYes: () => void;
  /** Back to the form: the caller puts the focus on the first price named. */
  onNo: () => void;
};

/**
 * Asked once before a save sends a price of 0 (valid by the SPEC, seldom meant): names each such entry. Its
 * heading takes the focus so a keyboard or screen reader user meets the question first.
 */
export function ZeroQuestion({ zeros, onYes, onNo }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.question} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {ZERO_TEXTS.heading(zeros.length)}
      </h2>
      <ul>
        {zeros.map((zero) => (
          <li key={zero.entry}>{zero.entry}</li>
        ))}
      </ul>
      <p>{ZERO_TEXTS.note}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onYes}>
          {ZERO_TEXTS.yes}
        </button>
        <button type="button" className="button button-quiet" onClick={onNo}>
          {ZERO_TEXTS.no}
        </button>
      </div>
    </section>
  );
}
