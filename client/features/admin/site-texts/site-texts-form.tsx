import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { SITE_TEXTS_KEY } from '#shared/query-keys';
import {
  SITE_TEXT_GROUPS,
  SITE_TEXT_ZH_DEFAULTS,
  type SiteTextKey,
  siteTextsSaveSchema,
  TRANSLATED_SITE_TEXT_KEYS,
} from '#shared/site-texts';
import { errorsOf, invalidate } from '../api.ts';
import { Field } from '../form/field.tsx';
import styles from '../form/form.module.css';
import { DashboardLink, SaveAndErrors } from '../form/form-parts.tsx';
import type { FormValue, FormValues, Issue } from '../form/form-values.ts';
import { useUnsavedChangesWarning } from '../form/unsaved-changes.ts';
import { fieldOf, keyOfPath, keysOf, toTexts, toValues } from './fields.ts';
import { adminSiteTextsQuery, saveSiteTexts } from './queries.ts';
import own from './site-texts.module.css';
import { GROUP_NOTES, SITE_TEXTS_SCREEN as T } from './texts.ts';

const translated = (key: string): key is SiteTextKey => (TRANSLATED_SITE_TEXT_KEYS as string[]).includes(key);

const toChinese = (stored: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(TRANSLATED_SITE_TEXT_KEYS.map((key) => [key, stored[key] ?? '']));

/** Issue 18: one Save sends every text with the version it was opened at, so a save never mixes with another's. */
export function SiteTextsForm() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminSiteTextsQuery());
  const [values, setValues] = useState<FormValues>(() => toValues(data.texts));
  const [saved, setSaved] = useState<FormValues>(() => toValues(data.texts));
  const [chinese, setChinese] = useState(() => toChinese(data.textsZh));
  const [savedChinese, setSavedChinese] = useState(chinese);
  const [version, setVersion] = useState(data.version);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const dirty = useMemo(
    () => JSON.stringify([values, chinese]) !== JSON.stringify([saved, savedChinese]),
    [values, saved, chinese, savedChinese],
  );
  useUnsavedChangesWarning(dirty);

  const errorsFor = (key: string) => issues.filter((issue) => keyOfPath(issue.path) === key).map((i) => i.msg);

  // An error goes as soon as its field is changed; the others stay until the next save.
  const change = (key: string) => (value: FormValue) => {
    setValues((current) => ({ ...current, [key]: value }));
    setIssues((current) => current.filter((issue) => keyOfPath(issue.path) !== key));
    setMessage('');
  };
  const changeChinese = (key: string) => (value: FormValue) => {
    setChinese((current) => ({ ...current, [key]: String(value ?? '') }));
    setIssues((current) => current.filter((issue) => issue.path !== `textsZh.${key}`));
    setMessage('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage('');
    const checked = siteTextsSaveSchema.safeParse({ texts: toTexts(values), textsZh: chinese, version });
    if (!checked.success) {
      return setIssues(checked.error.issues.map((i) => ({ msg: i.message, path: i.path.join('.') })));
    }
    setBusy(true);
    setIssues([]);
    try {
      const answer = await saveSiteTexts(checked.data);
      setVersion(answer.version);
      setSaved(values);
      setSavedChinese(chinese);
      setMessage(T.saved);
      await invalidate(queryClient, [{ queryKey: SITE_TEXTS_KEY }]);
    } catch (error) {
      setIssues(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>{T.title}</h1>
      <p className={styles.hint}>{T.intro}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {SITE_TEXT_GROUPS.map((group) => (
          <section key={group} className={own.group} aria-labelledby={`texts-${group.replaceAll(' ', '-')}`}>
            <h2 id={`texts-${group.replaceAll(' ', '-')}`}>{group}</h2>
            <p className={styles.hint}>{GROUP_NOTES[group]}</p>
            {keysOf(group).map((key) => {
              const errors = errorsFor(key);
              const english = (
                <Field
                  field={fieldOf(key)}
                  value={values[key] ?? null}
                  onChange={change(key)}
                  invalid={errors.length > 0}
                />
              );
              return (
                <div key={key} className={own.field}>
                  {translated(key) ? (
                    <div className={styles.bilingual}>
                      {english}
                      <Field
                        field={{
                          ...fieldOf(key),
                          name: `zh:${key}`,
                          label: T.chineseOf(fieldOf(key).label),
                          hint: SITE_TEXT_ZH_DEFAULTS[key] ? T.zhDefaultHint : T.zhEnglishHint,
                        }}
                        value={chinese[key] ?? ''}
                        onChange={changeChinese(key)}
                        invalid={issues.some((issue) => issue.path === `textsZh.${key}`)}
                        lang="zh-Hans"
                      />
                    </div>
                  ) : (
                    english
                  )}
                  {errors.map((error) => (
                    <p key={error} className={own.error}>
                      {error}
                    </p>
                  ))}
                </div>
              );
            })}
          </section>
        ))}
        <SaveAndErrors busy={busy} message={message} errors={[...new Set(issues.map((i) => i.msg))]} />
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}
