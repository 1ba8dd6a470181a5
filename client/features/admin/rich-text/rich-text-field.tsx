import { lazy, Suspense, useId } from 'react';
import styles from './rich-text.module.css';

/**
 * A rich-text field. Tiptap and ProseMirror are a large download, so they load only when a form with rich
 * text opens, in their own chunk: public pages never fetch them (DESIGN 'Client').
 */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type RichTextProps = {
  label: string;
  hint?: string | undefined;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  lang?: string | undefined;
};

export function RichTextField({ label, hint, value, onChange, invalid, lang }: RichTextProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <Suspense fallback={<div className={styles.loading}>Loading the editor…</div>}>
        <RichTextEditor labelId={`${id}-label`} value={value} onChange={onChange} invalid={invalid} lang={lang} />
      </Suspense>
    </div>
  );
}
