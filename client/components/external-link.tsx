import type { ReactNode } from 'react';
import { httpUrl } from '../lib/external-url.ts';

type Props = { href: string | null | undefined; children: ReactNode; className?: string };

/**
 * A link to another site, from content staff entered: opened in a new tab (said aloud for screen readers),
 * and not rendered at all unless the address is http or https.
 */
export function ExternalLink({ href, children, className }: Props) {
  const url = httpUrl(href);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
