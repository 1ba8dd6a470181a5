import { useEffect, useState } from 'react';
import type { FieldDef } from '#shared/catalogue/define';
import { LANGUAGE_TEXTS as L } from '#shared/catalogue/languages';
import { Labelled } from './field.tsx';
import styles from './form.module.css';
import type { FormValue, FormValues } from './form-values.ts';
import { langKey, nameKey } from './language-values.ts';

type Props = {
  values: FormValues;
  onChange: (name: string) => (value: FormValue) => void;
  invalid: Set<string>;
};

export function PublishedIn({ values, onChange }: Omit<Props, 'invalid'>) {
  const box = (lang: 'en' | 'zh', label: string) => (
    <span className={styles.checkbox}>
      <input
        id={`published-${lang}`}
        type="checkbox"
        checked={values[langKey(lang)] === true}
        onChange={(e) => onChange(langKey(lang))(e.currentTarget.checked)}
      />
      <label htmlFor={`published-${lang}`} lang={lang === 'zh' ? 'zh-Hans' : undefined}>
        {label}
      </label>
    </span>
  );
  return (
    <fieldset className={styles.list} aria-describedby="published-in-hint">
      <legend>{L.publishedIn}</legend>
      <span id="published-in-hint" className={styles.hint}>
        {L.publishedInHint}
      </span>
      <div className={styles.actions}>
        {box('en', L.english)}
        {box('zh', L.chinese)}
      </div>
    </fieldset>
  );
}

const FORM_FIELDS: Record<'hangul' | 'hanja' | 'revised' | 'pinyinKey', FieldDef> = {
  hangul: { kind: 'text', name: 'hangul', label: L.hangul },
  hanja: { kind: 'text', name: 'hanja', label: L.hanja, hint: L.hanjaHint },
  revised: { kind: 'text', name: 'revised', label: L.revised },
  pinyinKey: { kind: 'text', name: 'pinyinKey', label: L.pinyinKey, hint: L.pinyinKeyHint },
};

/** The romaniser is heavy, so it is loaded on demand. */
function useRevisedSuggestion(hangul: string): string {
  const [suggestion, setSuggestion] = useState('');
  useEffect(() => {
    let current = true;
    if (!/[\uac00-\ud7a3]/.test(hangul)) {
      setSuggestion('');
      return;
    }
    void import('#shared/names').then(({ revisedOf }) => {
      if (current) setSuggestion(revisedOf(hangul));
    });
    return () => {
      current = false;
    };
  }, [hangul]);
  return suggestion;
}

export function NameForms({ values, onChange, invalid }: Props) {
  const value = (form: string) => String(values[nameKey(form)] ?? '');
  const suggestion = useRevisedSuggestion(value('hangul'));
  const input = (form: keyof typeof FORM_FIELDS, lang?: string) => (
    <Labelled field={FORM_FIELDS[form]}>
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          lang={lang}
          value={value(form)}
          aria-invalid={invalid.has('names') || undefined}
          onChange={(e) => onChange(nameKey(form))(e.currentTarget.value)}
        />
      )}
    </Labelled>
  );
  return (
    <fieldset className={styles.list}>
      <legend>{L.names}</legend>
      <div className={styles.row}>
        {input('hangul', 'ko')}
        {input('hanja', 'ko-Hani')}
      </div>
      {input('revised')}
      {suggestion && suggestion !== value('revised') ? (
        <div className={styles.listActions}>
          <button type="button" className="button" onClick={() => onChange(nameKey('revised'))(suggestion)}>
            {L.suggest(suggestion)}
          </button>
        </div>
      ) : null}
      {input('pinyinKey')}
    </fieldset>
  );
}
