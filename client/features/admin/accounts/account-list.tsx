import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Role } from '#shared/roles';
import { api } from '../../../lib/api.ts';
import { SESSION_KEY } from '../../session/session-query.ts';
import { ActionOutcome, useAccountAction } from './account-action.tsx';
import { AccountRole } from './account-role.tsx';
import styles from './accounts.module.css';
import { accountsQuery } from './accounts-query.ts';
import { formatWhen, ACCOUNTS_SCREEN as T } from './texts.ts';

export function AccountList() {
  const { data } = useSuspenseQuery(accountsQuery());
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const { busy, outcome, act } = useAccountAction(accountsQuery().queryKey);

  async function remove(id: number) {
    await act(() => api.admin.accounts[':id'].$delete({ param: { id: String(id) } }));
    setConfirming(null);
  }

  async function changeRole(id: number, role: Role) {
    await act(() => api.admin.accounts[':id'].role.$put({ param: { id: String(id) }, json: { role } }));
    // An owner who made themselves an editor or sales now sees what that role sees.
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  }

  return (
    <section aria-labelledby="accounts-list-heading">
      <h2 id="accounts-list-heading">{T.listHeading}</h2>
      <ul className={styles.list}>
        {data.accounts.map((account) => (
          <li key={account._id} className={styles.account}>
            <p className={styles.email}>
              {account.email} {account.you ? <span className={styles.you}>{T.you}</span> : null}
            </p>
            <dl className={styles.facts}>
              <dt>{T.lastSignIn}</dt>
              <dd>{account.lastSignInAt ? formatWhen(account.lastSignInAt) : T.never}</dd>
              <dt>{T.added}</dt>
              <dd>{formatWhen(account.createdAt)}</dd>
              <dt>{T.twoStep}</dt>
              <dd>{account.twoStep ? T.twoStepOn : T.twoStepOff}</dd>
            </dl>
            <AccountRole
              key={account.role}
              email={account.email}
              role={account.role}
              busy={busy}
              onChange={(role) => changeRole(account._id, role)}
            />
            {account.you ? null : (
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                onClick={() =>
                  act(() => api.admin.accounts[':id']['sign-out'].$post({ param: { id: String(account._id) } }))
                }
              >
                {T.endAccountSessions}
                <span className="visually-hidden"> {account.email}</span>
              </button>
            )}
            {account.you || !account.twoStep ? null : (
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                onClick={() =>
                  act(() => api.admin.accounts[':id']['reset-two-step'].$post({ param: { id: String(account._id) } }))
                }
              >
                {T.resetTwoStep}
                <span className="visually-hidden"> {account.email}</span>
              </button>
            )}
            {account.you ? null : confirming === account._id ? (
              <ConfirmRemove
                email={account.email}
                busy={busy}
                onConfirm={() => remove(account._id)}
                onCancel={() => setConfirming(null)}
              />
            ) : (
              <button type="button" className="button button-quiet" onClick={() => setConfirming(account._id)}>
                {T.remove}
                <span className="visually-hidden"> {account.email}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <ActionOutcome outcome={outcome} />
    </section>
  );
}

/** Focus moves to the safe choice, Cancel. */
function ConfirmRemove(props: { email: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className={styles.confirm}>
      <p>{T.confirmRemove(props.email)}</p>
      <button type="button" className="button" disabled={props.busy} onClick={props.onConfirm}>
        {T.yesRemove}
      </button>{' '}
      <button type="button" className="button button-quiet" ref={cancel} onClick={props.onCancel}>
        {T.cancel}
      </button>
    </div>
  );
}
