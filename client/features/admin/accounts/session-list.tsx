import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { ActionOutcome, useAccountAction } from './account-action.tsx';
import styles from './accounts.module.css';
import { formatWhen, ACCOUNTS_SCREEN as T } from './texts.ts';

const sessionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sessions'],
    queryFn: ({ signal }) => unwrap(api.admin.accounts.sessions.$get(undefined, { init: { signal } })),
  });

/**
 * One's own sessions (issue 29): each browser signed in to the account, where from and when last used, so a
 * session nobody recognises can be ended here.
 */
export function SessionList() {
  const sessions = useQuery(sessionsQuery());
  const { busy, outcome, act } = useAccountAction(sessionsQuery().queryKey);

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{T.sessionsHeading}</h2>
      <p className={styles.hint}>{T.sessionsNote}</p>
      {sessions.isError ? <p role="alert">{T.sessionsLoadFailed}</p> : null}
      <ul className={styles.list}>
        {list.map((session) => (
          <li key={session.id} className={styles.account}>
            <p className={styles.email}>
              {session.device} {session.current ? <span className={styles.you}>{T.thisBrowser}</span> : null}
            </p>
            <dl className={styles.facts}>
              <dt>{T.address}</dt>
              <dd>{session.ip ?? T.notKept}</dd>
              <dt>{T.sessionSignedIn}</dt>
              <dd>{formatWhen(session.signedInAt)}</dd>
              <dt>{T.lastUsed}</dt>
              <dd>{formatWhen(session.lastSeenAt)}</dd>
            </dl>
            {session.current ? null : (
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                onClick={() => act(() => api.admin.accounts.sessions[':id'].$delete({ param: { id: session.id } }))}
              >
                {T.endSession}
                <span className="visually-hidden">
                  {' '}
                  {T.endSessionOf(session.device, formatWhen(session.lastSeenAt))}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <p>
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() => act(() => api.admin.accounts['sign-out-others'].$post())}
          >
            {T.signOutOthers}
          </button>
        </p>
      ) : null}
      <ActionOutcome outcome={outcome} />
    </section>
  );
}
