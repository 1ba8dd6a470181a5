import type { ReactNode } from 'react';

/** A character no message holds: it marks where an element goes in a translated sentence. */
const MARK = '\u{E000}';

/**
 * A translated sentence with an element (a link, a phone number) in the place its message gives it, so each
 * language orders the sentence its own way: `withNode((link) => t('x', { link }), <Link … />)`.
 */
export function withNode(sentence: (mark: string) => string, node: ReactNode): ReactNode {
  const [before = '', ...rest] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      {node}
      {rest.join('')}
    </>
  );
}
