import { useEffect, useId, useRef } from 'react';
import { t } from '#shared/messages/index';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import styles from './form.module.css';
import type { ZeroValue } from './form-values.ts';

type Props = {
  zeros: ZeroValue[];
  onYes: () => void;
  onNo: () => void;
};

/** A price of 0 is valid by the SPEC but seldom meant; focus starts on the safe choice, and Escape makes it too. */
export function ZeroQuestion({ zeros, onYes, onNo }: Props) {
  const id = useId();
  const change = useRef<HTMLButtonElement>(null);
  // After the dialog has opened (its own effect runs first), so the button can take the focus.
  useEffect(() => change.current?.focus(), []);
  return (
    <ModalDialog open className={styles.question} labelledBy={`${id}-title`} describedBy={`${id}-note`} onClose={onNo}>
      <h2 id={`${id}-title`}>{t('admin.zeroPrice.heading', { count: zeros.length })}</h2>
      <ul>
        {zeros.map((zero) => (
          <li key={zero.entry}>{zero.entry}</li>
        ))}
      </ul>
      <p id={`${id}-note`}>{t('admin.zeroPrice.note')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onYes}>
          {t('admin.zeroPrice.yes')}
        </button>
        <button type="button" className="button button-quiet" ref={change} onClick={onNo}>
          {t('admin.zeroPrice.no')}
        </button>
      </div>
    </ModalDialog>
  );
}
