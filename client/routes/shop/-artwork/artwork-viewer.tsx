import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import type { ImageRef } from '#shared/image';
import { ARTWORK_TEXTS as T } from './texts.ts';

/** Its own chunk: the page imports it only when a visitor opens it. */

type Props = {
  open: boolean;
  images: readonly ImageRef[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onExited: () => void;
};

function sourcesOf(image: ImageRef): SlideImage['srcSet'] {
  return image.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([src, width]) => {
      const w = Number.parseInt(width ?? '', 10);
      return src && w > 0 ? [{ src, width: w, height: Math.round((w * image.height) / image.width) }] : [];
    });
}

const slideOf = (image: ImageRef): SlideImage => ({
  src: image.src,
  alt: image.alt || image.title,
  width: image.width,
  height: image.height,
  srcSet: sourcesOf(image),
});

export default function ArtworkViewer({ open, images, index, onIndex, onClose, onExited }: Props) {
  const many = images.length > 1;
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      slides={images.map(slideOf)}
      plugins={many ? [Zoom, Thumbnails] : [Zoom]}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      thumbnails={{ width: 80, height: 60, border: 1, padding: 0, gap: 8, vignette: false }}
      render={many ? {} : { buttonPrev: () => null, buttonNext: () => null }}
      on={{ view: ({ index: at }) => onIndex(at), exited: onExited }}
      labels={{
        Lightbox: T.viewer.name,
        'Photo gallery': T.viewer.images,
        Previous: T.viewer.previous,
        Next: T.viewer.next,
        Close: T.viewer.close,
        'Zoom in': T.viewer.zoomIn,
        'Zoom out': T.viewer.zoomOut,
      }}
    />
  );
}
