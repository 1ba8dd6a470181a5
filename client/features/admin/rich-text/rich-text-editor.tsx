import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useContext } from 'react';
import { isAllowedImageSrc, isAllowedLink } from '#shared/rich-text-urls';
import { ReadOnly } from '../form/read-only.ts';
import './prosemirror.css';
import styles from './rich-text.module.css';
import { Toolbar } from './toolbar.tsx';

type Props = {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  lang?: string | undefined;
};

/** Pasted or loaded images whose address is not allowed are left out, as the server would leave them out. */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (isAllowedImageSrc(element.getAttribute('src') ?? '') ? null : false) },
    ];
  },
}).configure({ allowBase64: true });

/** SPEC 9: a toolbar like Quill's snow theme. SPEC 5: links only http, https, mailto or tel. */
export default function RichTextEditor({ labelId, value, onChange, invalid, lang }: Props) {
  const readOnly = useContext(ReadOnly);
  const editor = useEditor({
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      SafeImage,
    ],
    content: value,
    // The site's CSP refuses inline <style>; prosemirror.css carries the same rules.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(lang ? { lang } : {}),
      },
    },
    // An empty editor still holds '<p></p>'; the schema then reads it as empty and says the field is required.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
