import { type CSSProperties, useRef, useState } from 'react';
import type { ImageRef } from '#shared/image';
import { IMAGE_SIZES } from '#shared/image-sizes';
import { Picture } from '../../../components/picture.tsx';
import styles from './artwork.module.css';
import { onDemand } from './load-on-demand.ts';
import { ARTWORK_TEXTS as T } from './texts.ts';

// The page never downloads the viewer: it comes on the first sign of interest (a pointer over the image, focus).
const useViewer = onDemand(() => import('./artwork-viewer.tsx'));

/** Focus goes back to the large image when the viewer closes. */
export function ArtworkImages({ title, images }: { title: string; images: readonly ImageRef[] }) {
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  const viewer = useViewer();
  const opener = useRef<HTMLButtonElement>(null);
  const image = images[shown] ?? images[0];
  if (!image) return null;

  const Viewer = viewer.Component;
  return (
    <div className={styles.images}>
      <figure className={styles.figure}>
        <button
          ref={opener}
          type="button"
          className={styles.zoomButton}
          // The image's shape, so its box is the right size before a byte of it arrives (no layout shift).
          style={{ '--ratio': String(image.width / image.height) } as CSSProperties}
          aria-label={T.openViewer(title)}
          aria-describedby="artwork-viewer-hint"
          onPointerEnter={viewer.prefetch}
          onFocus={viewer.prefetch}
          onClick={async () => {
            setOpen(true);
            if (!(await viewer.load())) setOpen(false);
          }}
        >
          <Picture image={image} sizes={IMAGE_SIZES.artwork} priority={shown === 0} />
        </button>
        <figcaption id="artwork-viewer-hint" className={styles.caption}>
          {open && !Viewer ? T.viewerLoading : T.viewerHint}
        </figcaption>
      </figure>
      {viewer.failed ? (
        <p className={styles.problem} role="alert">
          {T.viewerFailed}
        </p>
      ) : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={T.otherViews}>
          {images.map((thumb, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be listed twice; the order is fixed
            <li key={`${index}-${thumb._id}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={T.showImage(index + 1, images.length)}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <Picture image={thumb} sizes="96px" decorative fit="cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {Viewer ? (
        <Viewer
          open={open}
          images={images}
          index={shown}
          onIndex={setShown}
          onClose={() => setOpen(false)}
          onExited={() => opener.current?.focus()}
        />
      ) : null}
    </div>
  );
}
