import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '#shared/messages/index';
import styles from './desktop-nav.module.css';
import { ChevronIcon } from './icons.tsx';
import { NAV, type NavEntry } from './nav-items.ts';

export function DesktopNav() {
  const href = useRouterState({ select: (s) => s.location.href });
  // A panel belongs to the page it was opened on: any navigation closes it.
  const [opened, setOpened] = useState<{ label: string; href: string } | null>(null);
  const open = opened?.href === href ? opened.label : null;
  const setOpen = (label: string | null) => setOpened(label ? { label, href } : null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <nav ref={nav} className={styles.nav} aria-label={t('shell.nav.main')}>
      <ul className={styles.list}>
        {NAV.map((entry) => (
          <DesktopEntry
            key={entry.label}
            entry={entry}
            open={open === entry.label}
            onToggle={(next) => setOpen(next ? entry.label : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

type EntryProps = { entry: NavEntry; open: boolean; onToggle: (open: boolean) => void };

function DesktopEntry({ entry, open, onToggle }: EntryProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const top = (
    <Link
      to={entry.to}
      className={styles.link}
      activeProps={{ className: styles.active }}
      activeOptions={{ exact: entry.to === '/' }}
    >
      {t(entry.label)}
    </Link>
  );
  if (!entry.children) return <li className={styles.item}>{top}</li>;

  return (
    <li
      className={`${styles.item} ${open ? styles.open : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onToggle(false);
          button.current?.focus();
        }
      }}
    >
      {top}
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.nav.subpages', { section: t(entry.label) })}
        onClick={() => onToggle(!open)}
      >
        <ChevronIcon width={16} height={16} />
      </button>
      <ul id={panelId} className={styles.panel}>
        {entry.children.map((child) => (
          <li key={child.label}>
            <Link to={child.to} hash={child.hash} className={styles.subLink}>
              {t(child.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
