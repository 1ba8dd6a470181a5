import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ImageSelectionModal } from './image-selection-modal.tsx';
import styles from './images.module.css';
import { imageByIdQuery, rememberImage } from './queries.ts';
import { IMAGE_TEXTS } from './texts.ts';
import { thumbnailSrc } from './thumbnail.ts';

type Props = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  optional?: boolean;
  hint?: string | undefined;
  invalid?: boolean;
  onChangeMany?: ((ids: number[]) => void) | undefined;
};

export function ImageField({ label, value, onChange, optional, hint, invalid, onChangeMany }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const chosen = useQuery({ ...imageByIdQuery(value ?? 0), enabled: value !== null });
  const image = value === null ? undefined : chosen.data;
  // A choice can arrive late (an upload that ends after other edits): it goes through the newest onChange,
  // whose form state is current, not through the one of the render the modal was opened in.
  const report = useRef(onChange);
  report.current = onChange;
  const reportMany = useRef(onChangeMany);
  reportMany.current = onChangeMany;

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
          {image
            ? image.title
            : value === null
              ? 'No image chosen.'
              : chosen.isError
                ? IMAGE_TEXTS.notFound
                : 'Loading…'}
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
        multiple={onChangeMany !== undefined}
        onConfirm={(first, more) => {
          for (const image of [first, ...more]) rememberImage(queryClient, image);
          if (more.length > 0 && reportMany.current) reportMany.current([first._id, ...more.map((i) => i._id)]);
          else report.current(first._id);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </fieldset>
  );
}
