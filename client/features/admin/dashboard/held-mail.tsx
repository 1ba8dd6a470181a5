import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { api, type JsonResponse } from '../../../lib/api.ts';
import { sendForm } from '../../captcha/send-form.ts';
import { INBOX_KEY } from '../inbox/queries.ts';
import styles from './held-mail.module.css';
import { HELD_MAIL_KEY, type HeldMailList, heldMailQuery, HELD_MAIL as T } from './held-mail-texts.ts';

type Outcome = { ok: boolean; text: string };
type Mail = HeldMailList['mails'][number];
type Action = 'send' | 'discard';

/**
 * The mails a restore held (issue 30), for staff to send or discard; shown only while some are held, or while
 * the answer to the last of them is still to read.
 */
export function HeldMail() {
  const { data, isError } = useQuery(heldMailQuery());
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const acted = outcome !== null || busy;
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  // The row acted on leaves the list, and its button with it: focus goes to the heading rather than the page's start.
  useEffect(() => {
    if (!outcome || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [outcome]);

  if (isError) return <p role="alert">{T.loadFailed}</p>;
  // Once staff have acted, the section stays to say how it went, even with nothing left.
  if (!data || (data.total === 0 && !acted)) return null;

  async function act(send: () => Promise<JsonResponse>) {
    setBusy(true);
    const result = await sendForm(send, T.unreachable);
    // Refused or done, the list is read again: the answer shows with the list it speaks of.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: HELD_MAIL_KEY }),
      queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
    ]);
    refocus.current = true;
    setOutcome(result.ok ? { ok: true, text: result.message } : { ok: false, text: result.errors.join(' ') });
    setBusy(false);
  }

  const settle = (mail: Mail, action: Action) =>
    act(() => api.admin['held-mail'][':id'][action].$post({ param: { id: String(mail.id) } }));
  const settleAll = (action: Action) =>
    act(() =>
      action === 'send' ? api.admin['held-mail']['send-all'].$post() : api.admin['held-mail']['discard-all'].$post(),
    );

  return (
    <section className={styles.section} aria-labelledby="held-mail-heading">
      {/* The status just below the heading, where focus goes once the row acted on has gone. */}
      <div>
        <h2 id="held-mail-heading" ref={heading} tabIndex={-1}>
          {T.heading}
        </h2>
        <p role="status" className={outcome?.ok === false ? styles.refused : styles.done}>
          {outcome?.text}
        </p>
      </div>
      {data.total === 0 ? (
        <p>{T.noneLeft}</p>
      ) : (
        <>
          <p className={styles.count}>{T.count(data.total)}</p>
          <p className={styles.why}>{T.why(data.holdHours)}</p>
          {data.total > data.mails.length ? (
            <p className={styles.why}>{T.shown(data.mails.length, data.total)}</p>
          ) : null}
          {/* Above the list: with thousands held, these are what staff reach for. */}
          {data.total > 1 ? <AllActions count={data.total} busy={busy} onConfirm={settleAll} /> : null}
          <ol className={styles.list} aria-label={T.list}>
            {data.mails.map((mail) => (
              <HeldMailRow key={mail.id} mail={mail} busy={busy} onSettle={(action) => settle(mail, action)} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function HeldMailRow({ mail, busy, onSettle }: { mail: Mail; busy: boolean; onSettle: (action: Action) => void }) {
  return (
    <li className={styles.mail}>
      <p className={styles.subject}>{mail.subject}</p>
      <p className={styles.facts}>
        <span>{T.to(mail.to)}</span>
        <span>{T.queued(mail.createdAt)}</span>
        {mail.entry ? (
          <Link
            to="/admin/inbox/$kind/$id"
            params={{ kind: mail.entry.kind === 'enquiry' ? 'enquiries' : 'messages', id: String(mail.entry.id) }}
          >
            {T.entry(mail.entry.kind, mail.entry.reference)}
          </Link>
        ) : null}
        {mail.attempts > 0 ? <span>{T.attempts(mail.attempts)}</span> : null}
      </p>
      {mail.preview ? <p className={styles.preview}>{mail.preview}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={T.sendLabel(mail.subject, mail.to)}
          onClick={() => onSettle('send')}
        >
          {T.send}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          aria-label={T.discardLabel(mail.subject, mail.to)}
          onClick={() => onSettle('discard')}
        >
          {T.discard}
        </button>
      </div>
    </li>
  );
}

/**
 * Send all and Discard all, each asked again first (there may be thousands): the question takes their place
 * with focus on the safe choice, Cancel, which gives focus back to the button that asked.
 */
function AllActions(props: { count: number; busy: boolean; onConfirm: (action: Action) => Promise<void> }) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [cancelled, setCancelled] = useState<Action | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const sendAll = useRef<HTMLButtonElement>(null);
  const discardAll = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (cancelled) (cancelled === 'send' ? sendAll : discardAll).current?.focus();
  }, [confirming, cancelled]);

  if (confirming) {
    return (
      <div className={styles.confirm}>
        <p>{T.confirmAll(confirming, props.count)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={props.busy}
            onClick={() => void props.onConfirm(confirming).then(() => setConfirming(null))}
          >
            {confirming === 'send' ? T.yesSendAll : T.yesDiscardAll}
          </button>
          <button
            type="button"
            className="button button-quiet"
            ref={cancel}
            onClick={() => {
              setCancelled(confirming);
              setConfirming(null);
            }}
          >
            {T.cancel}
          </button>
        </div>
      </div>
    );
  }
  const ask = (action: Action) => {
    setCancelled(null);
    setConfirming(action);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className="button button-quiet" ref={sendAll} onClick={() => ask('send')}>
        {T.sendAll}
      </button>
      <button type="button" className="button button-quiet" ref={discardAll} onClick={() => ask('discard')}>
        {T.discardAll}
      </button>
    </div>
  );
}
