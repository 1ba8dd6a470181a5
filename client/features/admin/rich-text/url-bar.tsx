import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { isAllowedImageSrc, isAllowedLink } from '#shared/rich-text-urls';
import { ImageSelectionModal } from '../images/image-selection-modal.tsx';
import styles from './rich-text.module.css';

type Props = { mode: 'link' | 'image'; editor: Editor; currentHref: string; onDone: () => void };

const LINK_REFUSED = 'A link must start with http://, https://, mailto: or tel: (or / for a page of this site).';
const IMAGE_REFUSED =
  'An image must come from an http:// or https:// address, from the library, or be PNG, JPEG, GIF or WebP data.';
const ALT_LABEL = 'Description (alt text)';
const DECORATIVE_LABEL = 'Decorative: the text around it says all it shows';
const ALT_MISSING = `Describe the image in "${ALT_LABEL}" for visitors who cannot see it, or mark it decorative.`;

export function UrlBar({ mode, editor, currentHref, onDone }: Props) {
  const id = useId();
  const [address, setAddress] = useState(mode === 'link' ? currentHref : '');
  // An image added by address has no library description: staff give one, or say it only decorates.
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState('');
  const [library, setLibrary] = useState(false);

  function apply() {
    const value = address.trim();
    const chain = editor.chain().focus();
    if (mode === 'link') {
      if (value === '') {
        chain.extendMarkRange('link').unsetLink().run();
        return onDone();
      }
      if (!isAllowedLink(value)) return setError(LINK_REFUSED);
      if (editor.state.selection.empty && !editor.isActive('link')) {
        chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] }).run();
      } else {
        chain.extendMarkRange('link').setLink({ href: value }).run();
      }
      return onDone();
    }
    if (!isAllowedImageSrc(value)) return setError(IMAGE_REFUSED);
    if (!decorative && alt.trim() === '') return setError(ALT_MISSING);
    chain.setImage({ src: value, alt: decorative ? '' : alt.trim() }).run();
    onDone();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the address; it must not submit the form around the editor.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
      editor.commands.focus();
    }
  }

  const label = mode === 'link' ? 'Link address' : 'Image address';
  return (
    <div className={styles.urlBar}>
      <span className={styles.pair}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="input"
          type="url"
          // biome-ignore lint/a11y/noAutofocus: the person just asked to type this address
          autoFocus
          value={address}
          placeholder={mode === 'link' ? 'https://' : 'https:// or choose from the library'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setAddress(e.currentTarget.value);
            setError('');
          }}
          onKeyDown={onKeyDown}
        />
      </span>
      {mode === 'image' ? (
        <>
          <span className={styles.pair}>
            <label htmlFor={`${id}-alt`}>{ALT_LABEL}</label>
            <input
              id={`${id}-alt`}
              className="input"
              value={alt}
              disabled={decorative}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setAlt(e.currentTarget.value);
                setError('');
              }}
              onKeyDown={onKeyDown}
            />
          </span>
          <label className={styles.decorative}>
            <input
              type="checkbox"
              checked={decorative}
              onChange={(e) => {
                setDecorative(e.currentTarget.checked);
                setError('');
              }}
            />{' '}
            {DECORATIVE_LABEL}
          </label>
        </>
      ) : null}
      <button type="button" className="button" onClick={apply}>
        {mode === 'link' ? 'Apply link' : 'Insert image'}
      </button>
      {mode === 'link' && currentHref ? (
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </button>
      ) : null}
      {mode === 'image' ? (
        <button type="button" className="button button-quiet" onClick={() => setLibrary(true)}>
          Choose from library
        </button>
      ) : null}
      <button type="button" className="button button-quiet" onClick={onDone}>
        Cancel
      </button>
      {error ? (
        <p id={`${id}-error`} className={styles.urlError} role="alert">
          {error}
        </p>
      ) : null}
      {mode === 'image' ? (
        <ImageSelectionModal
          open={library}
          current={null}
          onClose={() => setLibrary(false)}
          onConfirm={(image) => {
            setLibrary(false);
            editor.chain().focus().setImage({ src: image.src, alt: image.alt, title: image.title }).run();
            onDone();
          }}
        />
      ) : null}
    </div>
  );
}
