import { useQuery } from '@tanstack/react-query';
import { Picture } from '../../components/picture.tsx';
import { type StaticImageName, staticImageQuery } from './static-image-query.ts';
import styles from './static-picture.module.css';

type Props = {
  name: StaticImageName;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** The box keeps this shape while the image loads, or if the slot is empty, so nothing jumps. */
  ratio?: string;
  fit?: 'cover' | 'contain';
};

/**
 * One of the static images. It decorates a page rather than carrying its content, so a missing or failed
 * image leaves a quiet empty frame instead of an error (SPEC 8: static-image calls have no error text).
 */
export function StaticPicture({ name, sizes, priority, className, ratio, fit = 'cover' }: Props) {
  const { data: image } = useQuery(staticImageQuery(name));
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={ratio ? { aspectRatio: ratio } : undefined}
    >
      {image ? <Picture image={image} sizes={sizes} priority={priority ?? false} fit={fit} /> : null}
    </div>
  );
}
