import { Link } from '@tanstack/react-router';
import type { ImageRef } from '#shared/image';

export type ShownWork = { img: number; slug: string; title: string; year: string; artist: { name: string } };

type Props = { image: ImageRef; work: ShownWork | undefined; focusable: boolean };

/**
 * A collection image's caption: the work it shows, linked to the work's page, with its year and artist; an
 * image that is no work in the shop keeps its own title.
 */
export function WorkCaption({ image, work, focusable }: Props) {
  if (!work) return <p>{image.title}</p>;
  return (
    <p>
      <Link to="/shop/$slug" params={{ slug: work.slug }} tabIndex={focusable ? 0 : -1}>
        {work.title}
      </Link>
      {work.year ? `, ${work.year}` : ''} · {work.artist.name}
    </p>
  );
}
