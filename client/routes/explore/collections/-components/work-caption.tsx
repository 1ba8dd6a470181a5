import { Link } from '@tanstack/react-router';
import { workCaption } from '#shared/captions';
import type { ImageRef } from '#shared/image';
import { withNode } from '../../../-shared/with-node.tsx';

export type ShownWork = { img: number; slug: string; title: string; year: string; artist: { name: string } };

type Props = { image: ImageRef; work: ShownWork | undefined; focusable: boolean };

/** In the page language's order ('Title, 1998 · Artist', '《标题》，1998年 · 艺术家'). */
export function WorkCaption({ image, work, focusable }: Props) {
  if (!work) return <p>{image.title}</p>;
  return (
    <p>
      {withNode(
        (mark) => workCaption(mark, work.year, work.artist.name),
        <Link to="/shop/$slug" params={{ slug: work.slug }} tabIndex={focusable ? 0 : -1}>
          {work.title}
        </Link>,
      )}
    </p>
  );
}
