import type { ReactNode } from 'react';
import { aroundMark } from '#shared/captions';

// The node goes where the message places it, so each language orders the sentence its own way.
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
