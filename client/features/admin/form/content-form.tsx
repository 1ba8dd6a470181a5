import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { type EntryValues, errorsOf, saveEntry } from '../api.ts';
import { afterSave } from '../freshness.ts';
import type { Screen } from '../screens/registry.ts';
import { deriveSlug } from './derive-slug.ts';
import { Field } from './field.tsx';
import styles from './form.module.css';
import { DashboardLink, SaveAndErrors } from './form-parts.tsx';
import { describeIssue, type FormValue, fieldsIn, type Issue, initialValues, toBody } from './form-values.ts';
import { PublishingFields } from './publishing-fields.tsx';
import { SlugNotice } from './slug-notice.tsx';
import { useUnsavedChangesWarning } from './unsaved-changes.ts';

type Props = {
  screen: Screen;
  /** Update mode: the stored entry, loaded by the route. Create mode without it. */
  entry?: EntryValues | undefined;
  /** The slug in the address, which names the entry on the server even while the form renames it. */
  slug?: string | undefined;
};

/**
 * The one form of every content type (SPEC 2 'Admin form screens', SPEC 4 'Content forms'): the fields come
 * from the screen definition, the rules from the type's shared schema, checked here before sending and again
 * by the server. After a save the server's redirect is followed.
 */
export function ContentForm({ screen, entry, slug }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const initial = useMemo(() => initialValues(screen, entry), [screen, entry]);
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [busy, setBusy] = useState(false);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  const saved = useUnsavedChangesWarning(dirty);
  const invalid = fieldsIn(issues);

  // SPEC 4: editing the title derives the slug; the slug can still be edited on its own afterwards.
  const change = (name: string) => (value: FormValue) => {
    const slugs: Record<string, string> = {};
    for (const field of screen.fields) {
      if (field.kind !== 'slug' || field.from !== name) continue;
      // A title in Chinese or Korean gets its romanised slug a moment later, if it is still the title then.
      slugs[field.name] = deriveSlug(String(value), (slug) =>
        setValues((current) => (current[name] === value ? { ...current, [field.name]: slug } : current)),
      );
    }
    setValues((current) => ({ ...current, [name]: value, ...slugs }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = toBody(screen, values);
    const checked = screen.schema.safeParse(body);
    if (!checked.success) {
      return setIssues(checked.error.issues.map((i) => ({ msg: i.message, path: i.path.join('.') })));
    }
    setBusy(true);
    setIssues([]);
    try {
      const answer = entry
        ? await saveEntry(screen.api, { ...body, _id: entry._id }, slug ?? '')
        : await saveEntry(screen.api, body);
      await afterSave(queryClient, screen, [slug, String(checked.data.slug ?? '')]);
      saved.current = true;
      await router.navigate({ href: answer.redirect });
    } catch (error) {
      setIssues(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const title = entry ? String(entry[screen.titleField] ?? '') : '';
  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>{entry ? `Modify ${screen.noun}: ${title}` : `Add ${screen.noun}`}</h1>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {screen.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? null}
            onChange={change(field.name)}
            invalid={invalid.has(field.name)}
          />
        ))}
        <PublishingFields values={values} onChange={change} invalid={invalid} />
        {entry && slug ? <SlugNotice screen={screen} stored={slug} current={String(values.slug ?? '')} /> : null}
        <SaveAndErrors busy={busy} errors={issues.map((issue) => describeIssue(screen, issue))} />
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}
