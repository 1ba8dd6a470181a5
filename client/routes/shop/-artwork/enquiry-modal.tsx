import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { contactSchema } from '#shared/contact';
import { workEnquirySchema } from '#shared/work-enquiry';
import { FormField } from '../../../components/form-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { Sent } from '../../../components/sent-confirmation.tsx';
import { Captcha, useCaptcha } from '../../../features/captcha/captcha.tsx';
import { issueTexts, sendForm } from '../../../features/captcha/send-form.ts';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';
import { api } from '../../../lib/api.ts';
import { withNode } from '../../-shared/with-node.tsx';
import styles from './enquiry-modal.module.css';
import { ARTWORK_TEXTS } from './texts.ts';

const T = ARTWORK_TEXTS.form;

type Props = {
  item: Pick<ShopItemDetail, 'slug' | 'title' | 'artist'>;
  /** The work itself is gone, so the question is sent as a contact message. */
  similar: boolean;
  open: boolean;
  onClose: () => void;
  onSent: (sent: Sent) => void;
};

const blank = (item: Props['item'], similar: boolean) => ({
  name: '',
  email: '',
  phone: '',
  message: similar ? T.prefilledSimilar(item.title, item.artist.name) : T.prefilled(item.title),
});

/** Issue 15: the shared schema checks the fields before the captcha token is spent; errors go on top, announced. */
export default function EnquiryModal({ item, similar, open, onClose, onSent }: Props) {
  const id = useId();
  const captcha = useCaptcha();
  const [fields, setFields] = useState(() => blank(item, similar));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // The fields the shared schema refused, marked invalid so a screen reader says so on each.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [success, setSuccess] = useState('');
  const errorBox = useRef<HTMLDivElement>(null);

  // A fresh answer area each time it opens; what was typed stays, in case the visitor closed it by mistake.
  useEffect(() => {
    if (!open) return;
    setErrors([]);
    setSuccess('');
  }, [open]);

  useEffect(() => {
    if (errors.length > 0) errorBox.current?.scrollIntoView({ block: 'nearest' });
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !captcha.passed) return;
    const body = similar
      ? {
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          subject: T.similarSubject(item.title),
          message: fields.message,
          captchaToken: captcha.token,
        }
      : { ...fields, slug: item.slug, captchaToken: captcha.token };
    const checked = (similar ? contactSchema : workEnquirySchema).safeParse(body);
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((issue) => String(issue.path[0]))));
      return setErrors(issueTexts(checked.error.issues));
    }
    setInvalid(new Set());
    setBusy(true);
    setErrors([]);
    const outcome = await sendForm(() =>
      similar
        ? api.send.contact.$post({ json: contactSchema.parse(body) })
        : api.send.enquiry.$post({ json: workEnquirySchema.parse(body) }),
    );
    setBusy(false);
    // DESIGN 'Captcha': a token is good for one request, whatever its answer.
    captcha.reset();
    if (!outcome.ok) return setErrors(outcome.errors);
    setSuccess(outcome.message);
    // A question about similar works is a message: no copy goes to the visitor.
    onSent({ said: outcome.said, reference: outcome.reference ?? '', ...(similar ? {} : { email: fields.email }) });
    setFields(blank(item, similar));
  }

  // The value is read now: by the time an updater runs, React has cleared the event's currentTarget.
  const set = (name: keyof typeof fields) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setFields((f) => ({ ...f, [name]: value }));
  };

  return (
    <ModalDialog open={open} className={styles.modal} labelledBy={`${id}-title`} onClose={onClose} onBackdrop={onClose}>
      <div className={styles.body}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={T.close}>
          ×
        </button>
        <h2 id={`${id}-title`}>{similar ? T.similarTitle : T.title}</h2>
        <p className={styles.about}>{T.about(item.title, item.artist.name)}</p>
        {success ? (
          <p className={styles.success} role="status">
            {success}
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            {/* The live region holds the list, so the list keeps its own semantics. */}
            <div ref={errorBox} role="alert">
              {errors.length > 0 ? (
                <ul className={styles.errors}>
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <FormField
              id={`${id}-name`}
              label={T.name}
              value={fields.name}
              onChange={set('name')}
              aria-invalid={invalid.has('name') || undefined}
              autoComplete="name"
              required
            />
            <FormField
              id={`${id}-email`}
              label={T.email}
              type="email"
              value={fields.email}
              onChange={set('email')}
              aria-invalid={invalid.has('email') || undefined}
              autoComplete="email"
              required
            />
            {similar ? null : (
              <FormField
                id={`${id}-phone`}
                label={T.phone}
                value={fields.phone}
                onChange={set('phone')}
                aria-invalid={invalid.has('phone') || undefined}
                autoComplete="tel"
              />
            )}
            <FormField
              multiline
              id={`${id}-message`}
              label={T.message}
              value={fields.message}
              onChange={set('message')}
              aria-invalid={invalid.has('message') || undefined}
              rows={4}
              required
            />
            <p className={styles.privacy}>{withNode(T.privacy, <Link to="/privacy">{T.privacyLink}</Link>)}</p>
            <Captcha {...captcha.props} />
            <button type="submit" className="button" disabled={busy || !captcha.passed}>
              {busy ? T.sending : T.send}
            </button>
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
