import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import styles from './rich-text.module.css';
import { UrlBar } from './url-bar.tsx';

type Mode = 'link' | 'image' | null;

const STYLES = [
  { value: 'p', label: 'Normal text' },
  { value: '2', label: 'Heading' },
  { value: '3', label: 'Subheading' },
  { value: '4', label: 'Small heading' },
] as const;

/** The editor's toolbar: one row of plain buttons, each saying what it does and whether it is on. */
export function Toolbar({ editor }: { editor: Editor }) {
  const [mode, setMode] = useState<Mode>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([2, 3, 4] as const).find((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const toggle = (label: string, active: boolean, run: () => void, text: string) => (
    <button type="button" className={styles.tool} aria-pressed={active} aria-label={label} title={label} onClick={run}>
      <span aria-hidden="true">{text}</span>
    </button>
  );
  const chain = () => editor.chain().focus();

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        <select
          className={styles.style}
          aria-label="Text style"
          value={state.level ? String(state.level) : 'p'}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (value === 'p') chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: Number(value) as 2 | 3 | 4 })
                .run();
          }}
        >
          {STYLES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <span className={styles.group}>
          {toggle('Bold', state.bold, () => chain().toggleBold().run(), 'B')}
          {toggle('Italic', state.italic, () => chain().toggleItalic().run(), 'I')}
          {toggle('Underline', state.underline, () => chain().toggleUnderline().run(), 'U')}
        </span>
        <span className={styles.group}>
          {toggle('Bulleted list', state.bullets, () => chain().toggleBulletList().run(), '• List')}
          {toggle('Numbered list', state.numbers, () => chain().toggleOrderedList().run(), '1. List')}
          {toggle('Quote', state.quote, () => chain().toggleBlockquote().run(), '“ ”')}
        </span>
        <span className={styles.group}>
          {toggle('Link', state.link || mode === 'link', () => setMode(mode === 'link' ? null : 'link'), 'Link')}
          {toggle('Image', mode === 'image', () => setMode(mode === 'image' ? null : 'image'), 'Image')}
          {toggle('Clear formatting', false, () => chain().unsetAllMarks().clearNodes().run(), 'Tx')}
        </span>
      </div>
      {mode ? (
        <UrlBar key={mode} mode={mode} editor={editor} currentHref={state.href} onDone={() => setMode(null)} />
      ) : null}
    </>
  );
}
