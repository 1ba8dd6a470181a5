import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { CONTENT_EDITORS } from '#shared/roles';
import { useMay } from '../access.ts';
import { adminEntryQuery, errorsOf, type LoadedEntry, saveEntry } from '../api.ts';
import { afterSave } from '../freshness.ts';
import { HistoryLink } from '../revisions/history-link.tsx';
import type { Screen } from '../screens/registry.ts';
import { TearSheetLinks } from '../sheets/sheet-links.tsx';
import { BilingualField } from './bilingual-field.tsx';
import { deriveSlug } from './derive-slug.ts';
import { Field } from './field.tsx';
import styles from './form.module.css';
import { DashboardLink, SaveAndErrors } from './form-parts.tsx';
import {
  describeIssue,
  type FormValue,
  type FormValues,
  fieldsIn,
  type Issue,
  initialValues,
  refreshIssues,
  toBody,
  type ZeroValue,
  zeroValues,
} from './form-values.ts';
import { NameForms, PublishedIn } from './language-fields.tsx';
import { hasNameForms, nameKey, zhKey } from './language-values.ts';
import { PublishingFields } from './publishing-fields.tsx';
import { ReadOnly } from './read-only.ts';
import { SavedNotice } from './saved-notice.tsx';
import { SlugNotice } from './slug-notice.tsx';
import { useUnsavedChangesWarning } from './unsaved-changes.ts';
import { UploadLock, useUploadCounter } from './upload-lock.ts';
import { ZeroQuestion } from './zero-question.tsx';

type Props = {
  screen: Screen;
  entry?: LoadedEntry | undefined;
  /** The slug in the address, which names the entry on the server even while the form renames it. */
  slug?: string | undefined;
};

/** SPEC 4 'Content forms': the type's schema is checked here before sending and again by the server. */
export function ContentForm({ screen, entry, slug }: Props) {
  // Sales staff read the catalogue (its prices, sizes and states) but change nothing in it.
  const readOnly = !useMay(CONTENT_EDITORS);
  const router = useRouter();
  const queryClient = useQueryClient();
  const initial = useMemo(() => initialValues(screen, entry), [screen, entry]);
  const [values, setValues] = useState(initial);
  const [stored, setStored] = useState(initial);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploads, trackUpload] = useUploadCounter();
  // Arriving from a save that moved the form here (a new entry, a new slug), the notice comes along.
  const arrivedSaved = useLocation({ select: (location) => location.state.savedAt });
  const [savedAt, setSavedAt] = useState(arrivedSaved ?? null);
  const latest = useRef(initial);
  // The version of the entry this form holds: a save made by someone else since is refused, not written over.
  const version = useRef(entry?._version ?? null);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(stored), [values, stored]);
  const saved = useUnsavedChangesWarning(dirty);
  const invalid = fieldsIn(issues);
  const form = useRef<HTMLFormElement>(null);
  // A price of 0 is asked about once: those already stored, or said to be meant, are not asked again.
  const acceptedZeros = useRef(new Set(zeroValues(screen, initial).map((zero) => zero.entry)));
  const [asking, setAsking] = useState<ZeroValue[] | null>(null);
  // Where the focus goes once the question has gone: the form behind it takes no focus while it is open.
  const afterQuestion = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (asking) return;
    afterQuestion.current?.();
    afterQuestion.current = null;
  }, [asking]);

  /**
   * Applies an edit to the latest values, never to a copy from an earlier render, so a change that lands
   * late (a romanised slug, an image chosen once an upload ends) touches its own field and nothing else.
   * The errors of the edited fields follow their new values.
   */
  const edit = (update: (current: FormValues) => FormValues, edited: string[]) => {
    const next = update(latest.current);
    latest.current = next;
    setValues(next);
    setAsking(null);
    setIssues((now) => {
      if (now.length === 0) return now;
      const checked = screen.schema.safeParse(toBody(screen, next));
      return refreshIssues(now, checked.success ? [] : checked.error.issues.map(toIssue), edited);
    });
  };

  // SPEC 4: editing the title derives the slug; the slug can still be edited on its own afterwards.
  const change = (name: string) => (value: FormValue) => {
    const slugs: Record<string, string> = {};
    for (const field of screen.fields) {
      if (field.kind !== 'slug' || field.from !== name) continue;
      // A title in Chinese or Korean gets its romanised slug a moment later, if it is still the title then.
      slugs[field.name] = deriveSlug(String(value), (romanised) =>
        edit((current) => (current[name] === value ? { ...current, [field.name]: romanised } : current), [field.name]),
      );
    }
    edit((current) => ({ ...current, [name]: value, ...slugs }), [name, ...Object.keys(slugs)]);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  function changeZero(zeros: ZeroValue[]) {
    afterQuestion.current = () => {
      const labels = Array.from(form.current?.querySelectorAll('label') ?? []);
      labels.find((label) => label.textContent === zeros[0]?.input)?.control?.focus();
    };
    setAsking(null);
  }

  async function save() {
    if (busy || uploads > 0) return;
    const sent = latest.current;
    const body = toBody(screen, sent);
    const checked = screen.schema.safeParse(body);
    setSavedAt(null);
    if (!checked.success) return setIssues(checked.error.issues.map(toIssue));
    const zeros = zeroValues(screen, sent).filter((zero) => !acceptedZeros.current.has(zero.entry));
    setIssues([]);
    if (zeros.length > 0) return setAsking(zeros);
    setAsking(null);
    setBusy(true);
    setIssues([]);
    // Where staff saved from: if they have left the form by the time the save returns, they stay where they went.
    const savedFrom = router.latestLocation.href;
    try {
      const answer = entry
        ? await saveEntry(screen.api, { ...body, _id: entry._id }, { slug: slug ?? '', version: version.current })
        : await saveEntry(screen.api, body);
      if (answer.version) version.current = answer.version;
      const savedSlug = String(checked.data.slug ?? '');
      await afterSave(queryClient, screen, [slug, savedSlug]);
      setStored(sent);
      if (entry && savedSlug === slug) {
        setSavedAt(answer.redirect);
        // A pinyin key left empty was made from the Chinese name on save: the form shows it.
        const key = nameKey('pinyinKey');
        if (hasNameForms(screen) && sent[key] === '') {
          const fresh = await queryClient.fetchQuery(adminEntryQuery(screen.api, savedSlug));
          const made = fresh.names?.pinyinKey ?? '';
          if (made && latest.current[key] === '') {
            const next = { ...latest.current, [key]: made };
            latest.current = next;
            setValues(next);
            setStored({ ...sent, [key]: made });
          }
        }
      } else {
        saved.current = true;
        if (router.latestLocation.href !== savedFrom) return;
        await router.navigate({
          to: '/admin/$type/update/$slug',
          params: { type: screen.route, slug: savedSlug },
          replace: true,
          state: { savedAt: answer.redirect },
        });
      }
    } catch (error) {
      // Network, conflict or refusal: every typed value stays for another try.
      setIssues(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const title = entry ? String(entry[screen.titleField] ?? '') : '';
  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>{entry ? `${readOnly ? 'View' : 'Modify'} ${screen.noun}: ${title}` : `Add ${screen.noun}`}</h1>
      {entry && slug ? <HistoryLink screen={screen} slug={slug} /> : null}
      {entry && screen.api === 'shop' ? <TearSheetLinks id={entry._id} /> : null}
      {readOnly ? <p className={styles.readOnly}>{READ_ONLY_NOTE}</p> : null}
      <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || uploads > 0}>
        <ReadOnly.Provider value={readOnly}>
          <UploadLock.Provider value={trackUpload}>
            <fieldset className={styles.lock} disabled={readOnly || busy || uploads > 0}>
              {screen.fields.map((field) =>
                (field.kind === 'text' || field.kind === 'rich') && field.translatable ? (
                  <BilingualField
                    key={field.name}
                    field={field}
                    english={values[field.name] ?? null}
                    chinese={values[zhKey(field.name)] ?? ''}
                    onEnglish={change(field.name)}
                    onChinese={change(zhKey(field.name))}
                    invalid={invalid.has(field.name)}
                    chineseInvalid={issues.some((issue) => issue.path === `translations.zh.${field.name}`)}
                  />
                ) : (
                  <Field
                    key={field.name}
                    field={field}
                    value={values[field.name] ?? null}
                    onChange={change(field.name)}
                    invalid={invalid.has(field.name)}
                  />
                ),
              )}
              {hasNameForms(screen) ? <NameForms values={values} onChange={change} invalid={invalid} /> : null}
              <PublishingFields values={values} onChange={change} invalid={invalid} />
              <PublishedIn values={values} onChange={change} />
              {entry && slug ? <SlugNotice screen={screen} stored={slug} current={String(values.slug ?? '')} /> : null}
            </fieldset>
          </UploadLock.Provider>
        </ReadOnly.Provider>
        {readOnly ? null : (
          <SaveAndErrors
            busy={busy}
            locked={uploads > 0}
            errors={issues.map((issue) => describeIssue(screen, issue))}
          />
        )}
        {asking ? (
          <ZeroQuestion
            zeros={asking}
            onYes={() => {
              for (const zero of asking) acceptedZeros.current.add(zero.entry);
              void save();
            }}
            onNo={() => changeZero(asking)}
          />
        ) : null}
        {savedAt ? <SavedNotice href={savedAt} /> : null}
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}

const READ_ONLY_NOTE = 'Your role can read the catalogue but not change it: this form is read-only.';

const toIssue = (issue: { message: string; path: PropertyKey[] }): Issue => ({
  msg: issue.message,
  path: issue.path.map(String).join('.'),
});
