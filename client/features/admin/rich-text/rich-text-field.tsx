import { lazy, Suspense, useId } from 'react';
import styles from './rich-text.module.css';
import { ToolbarLayout } from './toolbar-layout.tsx';

/** Tiptap and ProseMirror are a large download, so they load in their own chunk (DESIGN 'Client'). */
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
      <Suspense fallback={<EditorPlaceholder />}>
        <RichTextEditor labelId={`${id}-label`} value={value} onChange={onChange} invalid={invalid} lang={lang} />
      </Suspense>
    </div>
  );
}

/** At the editor's size, so the form below does not move when it comes. */
function EditorPlaceholder() {
  return (
    <div className={styles.editor}>
      <ToolbarLayout />
      <p className={`${styles.content} ${styles.loading}`}>Loading the editor…</p>
    </div>
  );
}
