import { useQuery } from '@tanstack/react-query';
import { Picture } from '../../components/picture.tsx';
import { type StaticImageName, staticImageQuery } from './static-image-query.ts';
import styles from './static-picture.module.css';

type Props = {
  name: StaticImageName;
  sizes: string;
  priority?: boolean;
  className?: string;
  ratio?: string;
  fit?: 'cover' | 'contain';
};

/** Decoration, so a missing image leaves a quiet empty frame (SPEC 8: static-image calls have no error text). */
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
