import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { imagesQuery } from '../api.ts';
import { ImageSelectionModal } from './image-selection-modal.tsx';
import styles from './images.module.css';
import { thumbnailSrc } from './thumbnail.ts';

type Props = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** A field that may be left empty gets a Remove button. */
  optional?: boolean;
  hint?: string | undefined;
  invalid?: boolean;
};

/** One image of the library, chosen with 'Select Image' and the Image Selection modal. */
export function ImageField({ label, value, onChange, optional, hint, invalid }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const images = useQuery(imagesQuery());
  const image = value === null ? undefined : images.data?.find((i) => i._id === value);
  // A choice can arrive late (an upload that ends after other edits): it goes through the newest onChange,
  // whose form state is current, not through the one of the render the modal was opened in.
  const report = useRef(onChange);
  report.current = onChange;

  return (
    <fieldset
      aria-describedby={hint ? `${id}-hint` : undefined}
      aria-invalid={invalid || undefined}
      className={styles.field}
    >
      <legend className={styles.label}>{label}</legend>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.chosen}>
        {image ? (
          <img src={thumbnailSrc(image)} alt={image.alt} width={image.width} height={image.height} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        <span className={styles.chosenTitle}>
          {image ? image.title : value === null ? 'No image chosen.' : 'Loading…'}
        </span>
        <span className={styles.chosenActions}>
          <button type="button" className="button button-quiet" onClick={() => setOpen(true)}>
            Select Image
          </button>
          {optional && value !== null ? (
            <button type="button" className="button button-quiet" onClick={() => onChange(null)}>
              Remove
            </button>
          ) : null}
        </span>
      </div>
      <ImageSelectionModal
        open={open}
        current={value}
        onConfirm={(chosen) => {
          report.current(chosen);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </fieldset>
  );
}
