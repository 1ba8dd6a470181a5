import { useId, useState } from 'react';
import { ENQUIRY_STAGES, type EnquiryStage, MESSAGE_STAGES } from '#shared/inbox';
import { DEFAULT_HOLD_DAYS } from '#shared/pipeline';
import { STAGE_LABEL } from '#shared/pipeline-texts';
import { FormField } from '../../../components/form-field.tsx';
import { api, unwrap } from '../../../lib/api.ts';
import styles from './inbox.module.css';
import type { InboxEntry, InboxPage } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';
import { useEntryAction } from './use-entry-action.ts';

const canChooseStage = (entry: InboxEntry, stage: string) =>
  entry.kind !== 'enquiry' ||
  (stage !== 'sold' && (stage !== 'reserved' || entry.holds.some((hold) => hold.releasedAt === null)));

const param = (e: InboxEntry) => ({ kind: e.kind === 'enquiry' ? 'enquiries' : 'messages', id: String(e.id) });

function Feedback({ error, done }: { error: string | null; done?: string | null }) {
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  return done ? <p role="status">{done}</p> : null;
}

export function EntryControls({ entry, admins }: { entry: InboxEntry; admins: InboxPage['admins'] }) {
  const id = useId();
  const stage = useEntryAction((next: EnquiryStage) =>
    unwrap(api.admin.inbox[':kind'][':id'].stage.$post({ param: param(entry), json: { stage: next } })),
  );
  const assign = useEntryAction((json: { ownerId?: number | null; followUpOn?: string | null }) =>
    unwrap(api.admin.inbox[':kind'][':id'].$patch({ param: param(entry), json })),
  );
  const stages = entry.kind === 'enquiry' ? ENQUIRY_STAGES : MESSAGE_STAGES;
  return (
    <div className={styles.controls}>
      <div className="field">
        <label htmlFor={`${id}-stage`}>{T.stage}</label>
        <select
          id={`${id}-stage`}
          className="input"
          value={stage.isPending ? stage.variables : entry.stage}
          disabled={stage.isPending}
          onChange={(e) => {
            const next = ENQUIRY_STAGES.find((s) => s === e.currentTarget.value);
            if (next) stage.mutate(next);
          }}
        >
          {stages.map((s) => (
            // Reserved and sold come with a hold or a sale: Reserve and Mark sold below, not this list.
            <option key={s} value={s} disabled={s !== entry.stage && !canChooseStage(entry, s)}>
              {STAGE_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-owner`}>{T.owner}</label>
        <select
          id={`${id}-owner`}
          className="input"
          value={entry.owner?.id ?? ''}
          onChange={(e) => assign.mutate({ ownerId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        >
          <option value="">{T.nobody}</option>
          {admins.map((a) => (
            <option key={a.id} value={a.id}>
              {a.email}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id={`${id}-follow`}
        label={T.followUp}
        type="date"
        defaultValue={entry.followUpAt?.slice(0, 10) ?? ''}
        onChange={(e) => assign.mutate({ followUpOn: e.currentTarget.value || null })}
      />
      <Feedback error={stage.errorText ?? assign.errorText} />
    </div>
  );
}

export function NoteForm({ entry }: { entry: InboxEntry }) {
  const id = useId();
  const [text, setText] = useState('');
  const note = useEntryAction((body: string) =>
    unwrap(api.admin.inbox[':kind'][':id'].notes.$post({ param: param(entry), json: { text: body } })),
  );
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        note.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <FormField
        id={`${id}-note`}
        label={T.note}
        multiline
        rows={2}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" className="button button-quiet" disabled={note.isPending}>
        {T.addNote}
      </button>
      <Feedback error={note.errorText} />
    </form>
  );
}

export function ReplyForm({ entry }: { entry: InboxEntry }) {
  const id = useId();
  const [text, setText] = useState('');
  // One id per reply written, so a resend after a lost answer queues no second mail.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const reply = useEntryAction((body: string) =>
    unwrap(api.admin.inbox[':kind'][':id'].replies.$post({ param: param(entry), json: { text: body, requestId } })),
  );
  if (entry.erased) return null;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate(text, {
          onSuccess: () => {
            setText('');
            setRequestId(crypto.randomUUID());
          },
        });
      }}
    >
      <FormField
        id={`${id}-reply`}
        label={T.reply}
        hint={T.replyHint}
        multiline
        rows={4}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={reply.isPending}>
        {T.sendReply}
      </button>
      <Feedback error={reply.errorText} done={reply.isSuccess ? reply.data.message : null} />
    </form>
  );
}

export function SaleControls({ entry }: { entry: InboxEntry }) {
  const id = useId();
  const [days, setDays] = useState(String(DEFAULT_HOLD_DAYS));
  const [price, setPrice] = useState('');
  const ref = { id: String(entry.id) };
  const reserve = useEntryAction(() =>
    unwrap(api.admin.inbox.enquiries[':id'].reserve.$post({ param: ref, json: { days: Number(days) } })),
  );
  const sold = useEntryAction(() =>
    unwrap(
      api.admin.inbox.enquiries[':id'].sold.$post({
        param: ref,
        json: { salePrice: price.trim() === '' ? null : Number(price) },
      }),
    ),
  );
  if (entry.kind !== 'enquiry' || entry.stage === 'sold') return null;
  return (
    <div className={styles.controls}>
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          reserve.mutate(undefined);
        }}
      >
        <FormField
          id={`${id}-days`}
          label={T.reserveDays}
          type="number"
          min={1}
          max={90}
          value={days}
          onChange={(e) => setDays(e.currentTarget.value)}
        />
        <button type="submit" className="button button-quiet" disabled={reserve.isPending}>
          {T.reserve}
        </button>
      </form>
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          sold.mutate(undefined);
        }}
      >
        <FormField
          id={`${id}-price`}
          label={T.salePriceLabel}
          type="number"
          min={0}
          step="0.01"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
        />
        <button type="submit" className="button button-quiet" disabled={sold.isPending}>
          {T.markSold}
        </button>
      </form>
      <Feedback
        error={reserve.errorText ?? sold.errorText}
        done={reserve.isSuccess ? reserve.data.message : sold.isSuccess ? sold.data.message : null}
      />
    </div>
  );
}
