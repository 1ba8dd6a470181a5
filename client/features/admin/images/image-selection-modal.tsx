import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ImageRef } from '#shared/image';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useHoldUploadLock } from '../form/upload-lock.ts';
import { ImageGrid } from './image-grid.tsx';
import styles from './images.module.css';
import { imageByIdQuery, imagePagesQuery } from './queries.ts';
import { IMAGE_TEXTS as T } from './texts.ts';
import { UploadArea } from './upload-area.tsx';
import { useUploads } from './use-uploads.ts';

type Props = {
  open: boolean;
  current: number | null;
  onConfirm: (image: ImageRef, more: ImageRef[]) => void;
  onClose: () => void;
  multiple?: boolean;
};

const SEARCH_DELAY_MS = 250;

/** A native modal <dialog> at the end of <body>, outside its form, so Enter in its search cannot submit that form. */
export function ImageSelectionModal(props: Props) {
  // Mounted only while open: a form with several image fields does not carry a hidden dialog for each.
  return props.open ? createPortal(<SelectionDialog {...props} />, document.body) : null;
}

function SelectionDialog({ current, onConfirm, onClose, multiple = false }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(current === null ? [] : [current]);
  const [uploaded, setUploaded] = useState<ImageRef[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [closeNote, setCloseNote] = useState(false);

  useEffect(() => {
    const wait = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(wait);
  }, [typed]);

  const pages = useInfiniteQuery({ ...imagePagesQuery(search), placeholderData: keepPreviousData });
  const currentImage = useQuery({ ...imageByIdQuery(current ?? 0), enabled: current !== null });
  const uploads = useUploads((image) => {
    setUploaded((list) => [image, ...list]);
    setChosen((list) => (multiple ? [...list.filter((n) => n !== image._id), image._id] : [image._id]));
  });
  useHoldUploadLock(uploads.uploading);

  // Read while rendering, before the dialog takes focus; focus goes back to it when the dialog leaves.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement) opener.focus();
    },
    [opener],
  );

  const listed = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  // The images uploaded here come first, whatever their place in the order by title.
  const shown = useMemo(() => {
    const fresh = search ? [] : uploaded;
    const ids = new Set(fresh.map((image) => image._id));
    return [...fresh, ...listed.filter((image) => !ids.has(image._id))];
  }, [listed, uploaded, search]);
  const known = useMemo(() => {
    const all = new Map<number, ImageRef>();
    for (const image of [...listed, ...uploaded]) all.set(image._id, image);
    if (currentImage.data) all.set(currentImage.data._id, currentImage.data);
    return all;
  }, [listed, uploaded, currentImage.data]);

  const confirm = (ids: number[]) => {
    const [first, ...more] = ids.flatMap((n) => known.get(n) ?? []);
    if (first) onConfirm(first, more);
  };
  const close = () => {
    if (uploads.uploading) return setCloseNote(true);
    onClose();
  };
  const total = pages.data?.pages[0]?.total ?? 0;

  return (
    // Escape closes at once, even from the search, where the browser would first only clear the text.
    <ModalDialog
      open
      className={styles.modal}
      labelledBy={`${id}-title`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.modalHead}>
        <h2 id={`${id}-title`}>{T.modalTitle}</h2>
        <input
          type="search"
          className="input"
          aria-label={T.search}
          placeholder={T.searchPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </div>
      <div className={styles.modalBody}>
        <UploadArea uploads={uploads} />
        {pages.isPending ? <Spinner /> : null}
        {pages.isError ? <p role="alert">{T.loadError(pages.error.message)}</p> : null}
        {pages.isSuccess && shown.length === 0 ? <p>{T.noImages}</p> : null}
        {shown.length > 0 ? (
          <ImageGrid
            images={shown}
            chosen={chosen}
            onChoose={(image) => setChosen([image])}
            onPick={(image) => confirm([image])}
            hasMore={pages.hasNextPage}
            loadingMore={pages.isFetchingNextPage}
            onMore={() => void pages.fetchNextPage()}
            count={T.shown(listed.length, total)}
            busy={typed.trim() !== search || pages.isPlaceholderData}
          />
        ) : null}
      </div>
      <div className={styles.modalActions}>
        {closeNote && uploads.uploading ? (
          <p className={styles.hint} role="status">
            {T.waitForUploads}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0 || uploads.uploading}
          onClick={() => confirm(chosen)}
        >
          {T.confirm}
        </button>
        <button type="button" className="button button-quiet" onClick={close}>
          {T.close}
        </button>
      </div>
    </ModalDialog>
  );
}
