import type { ReactNode } from 'react';
import { aroundMark } from '#shared/captions';

/**
 * A translated sentence with an element (a link, a phone number) in the place its message gives it, so each
 * language orders the sentence its own way: `withNode((link) => t('x', { link }), <Link … />)`.
 */
export function withNode(sentence: (mark: string) => string, node: ReactNode): ReactNode {
  const [before, after] = aroundMark(sentence);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
