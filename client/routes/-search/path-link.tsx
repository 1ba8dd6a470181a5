import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// A click with a modifier key or the middle button is left to the browser (a new tab).
export function PathLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        router.history.push(to);
      }}
    >
      {children}
    </a>
  );
}
