import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { browserHasPasskeys } from '../../../lib/passkeys.ts';
import styles from '../accounts/accounts.module.css';
import { type AddedPasskey, AddPasskey } from './add-passkey.tsx';
import { PasskeyItem } from './passkey-item.tsx';
import { passkeysQuery } from './passkeys-query.ts';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import own from './two-step.module.css';

/** The Two-step screen's passkeys (issue 29): the list, each to rename or remove, and adding one. */
export function PasskeysSection({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { data } = useQuery(passkeysQuery());
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  // Asked after the first render, so the server's page and the browser's first render agree.
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserHasPasskeys()), []);

  function added(answer: AddedPasskey) {
    if (answer.recoveryCodes) {
      setSaid('');
      onCodes(answer.recoveryCodes);
    } else setSaid(answer.message);
  }

  return (
    <section className={own.section} aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" ref={heading} tabIndex={-1}>
        {T.passkeysHeading}
      </h2>
      <p className={styles.hint}>{T.passkeysNote}</p>
      {data && data.passkeys.length === 0 ? <p>{T.passkeysNone}</p> : null}
      {data && data.passkeys.length > 0 ? (
        <ul className={styles.list} aria-labelledby="passkeys-heading">
          {data.passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onSaid={setSaid}
              onRemoved={() => heading.current?.focus()}
            />
          ))}
        </ul>
      ) : null}
      {said ? (
        <p className={styles.success} role="status">
          {said}
        </p>
      ) : null}
      {supported ? <AddPasskey onAdded={added} /> : <p className={styles.hint}>{T.passkeysUnsupported}</p>}
    </section>
  );
}
