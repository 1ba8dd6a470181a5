import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import styles from './form.module.css';
import { NOTICE_TEXTS } from './notices.ts';

export function SavedNotice({ href }: { href: string }) {
  const router = useRouter();
  // A plain click stays in the app; a middle click or a modified one opens a tab as any link does.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <p className={styles.success} role="status">
      {NOTICE_TEXTS.saved}{' '}
      <a href={href} onClick={follow}>
        {NOTICE_TEXTS.viewOnSite}
      </a>
    </p>
  );
}
