import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { imagesQuery } from '../api.ts';
import styles from './images.module.css';
import { thumbnailSrc } from './thumbnail.ts';

type Props = {
  open: boolean;
  /** The image chosen before, highlighted when the modal opens. */
  current: number | null;
  onConfirm: (id: number) => void;
  onClose: () => void;
};

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * 'Image Selection' (SPEC 2 'Admin form screens'): every image of the library with its title, a click selects
 * one, Confirm takes it, Close leaves. A native modal <dialog>: the page behind is inert so focus stays inside,
 * Escape closes it, and the page does not scroll while it is open. It is put at the end of <body>, outside the
 * form it serves, so Enter in its filter cannot submit that form.
 */
export function ImageSelectionModal(props: Props) {
  // Mounted only while open: a form with several image fields does not carry a hidden dialog for each.
  return props.open ? createPortal(<SelectionDialog {...props} />, document.body) : null;
}

function SelectionDialog({ current, onConfirm, onClose }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(current);
  const [filter, setFilter] = useState('');
  const images = useQuery(imagesQuery());

  // Read while rendering, before the dialog takes focus. The dialog leaves the page with its component; focus
  // goes back to the button that opened it.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement) opener.focus();
    },
    [opener],
  );

  const shown = useMemo(() => {
    const query = fold(filter.trim());
    const all = images.data ?? [];
    return query ? all.filter((image) => fold(`${image.title} ${image.slug}`).includes(query)) : all;
  }, [images.data, filter]);

  return (
    // Escape closes at once, even from the filter, where the browser would first only clear the text.
    <ModalDialog
      open
      className={styles.modal}
      labelledBy={`${id}-title`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.modalHead}>
        <h2 id={`${id}-title`}>Image Selection</h2>
        <input
          type="search"
          className="input"
          aria-label="Filter the images"
          placeholder="Filter by title"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
      </div>
      <div className={styles.modalBody}>
        {images.isPending ? <Spinner /> : null}
        {images.isError ? <p role="alert">Error: {images.error.message}</p> : null}
        {images.isSuccess && shown.length === 0 ? <p>No images found.</p> : null}
        {shown.length > 0 ? (
          <ul className={styles.grid} aria-label="Images">
            {shown.map((image) => (
              <li key={image._id}>
                <button
                  type="button"
                  className={styles.tile}
                  aria-pressed={chosen === image._id}
                  onClick={() => setChosen(Number(image._id))}
                  onDoubleClick={() => onConfirm(Number(image._id))}
                >
                  <img src={thumbnailSrc(image)} alt="" width={image.width} height={image.height} loading="lazy" />
                  <span>{image.title}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.modalActions}>
        <button
          type="button"
          className="button"
          disabled={chosen === null}
          onClick={() => chosen !== null && onConfirm(chosen)}
        >
          Confirm
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
