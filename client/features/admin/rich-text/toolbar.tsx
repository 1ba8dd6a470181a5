import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { ToolbarLayout } from './toolbar-layout.tsx';
import { UrlBar } from './url-bar.tsx';

type Mode = 'link' | 'image' | null;

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
  const chain = () => editor.chain().focus();
  const runs = {
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    underline: () => chain().toggleUnderline().run(),
    bullets: () => chain().toggleBulletList().run(),
    numbers: () => chain().toggleOrderedList().run(),
    quote: () => chain().toggleBlockquote().run(),
    link: () => setMode(mode === 'link' ? null : 'link'),
    image: () => setMode(mode === 'image' ? null : 'image'),
    clear: () => chain().unsetAllMarks().clearNodes().run(),
  };

  return (
    <>
      <ToolbarLayout
        state={{ ...state, link: state.link || mode === 'link', image: mode === 'image' }}
        actions={{
          style: (value) => {
            if (value === 'p') chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: Number(value) as 2 | 3 | 4 })
                .run();
          },
          tool: (tool) => runs[tool](),
        }}
      />
      {mode ? (
        <UrlBar key={mode} mode={mode} editor={editor} currentHref={state.href} onDone={() => setMode(null)} />
      ) : null}
    </>
  );
}
