import type { ReactNode } from 'react';
import { httpUrl } from '../lib/external-url.ts';

type Props = { href: string | null | undefined; children: ReactNode; className?: string };

// Staff enter these addresses, so anything but http(s) (javascript:, data:) is not rendered.
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
