import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { t } from '#shared/messages/index';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { ChevronIcon, CloseIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './mobile-menu.module.css';
import { NAV, type NavEntry } from './nav-items.ts';
import { SearchForm } from './search-form.tsx';

// SPEC 9: the menu slides over 0.5 s (CSS token --menu-slide); closing waits for the slide to end.
const SLIDE_MS = 500;

export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const router = useRouter();

  const close = useCallback(() => setShown(false), []);

  // SPEC 2: any navigation closes the menu, whether from one of its links or not.
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router, close]);

  // showModal first, then slide in on the next frame so the transition has a start.
  useModalDialog(dialog, open);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    if (shown || !open) return;
    const timer = setTimeout(() => {
      dialog.current?.close();
      setOpen(false);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [shown, open]);

  return (
    <div className={styles.wrap}>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-expanded={open && shown}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span>{t('shell.menu')}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is the pointer's way out; keys have Escape */}
      <dialog
        ref={dialog}
        className={`${styles.dialog} ${shown ? styles.shown : ''}`}
        aria-label={t('shell.menu')}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        // Also reached when the browser closes the dialog itself (a second Escape): the state follows.
        onClose={() => {
          setShown(false);
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <span className={styles.heading}>{t('shell.menu')}</span>
            <button type="button" className={styles.close} onClick={close} aria-label={t('shell.menu.close')}>
              <CloseIcon />
            </button>
          </div>
          <SearchForm place="menu" />
          <LanguageSwitch className={styles.language} />
          <nav aria-label={t('shell.nav.main')}>
            <ul className={styles.list}>
              {NAV.map((entry) => (
                <MobileEntry key={entry.label} entry={entry} onNavigate={close} />
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </div>
  );
}

function MobileEntry({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const subId = useId();
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <Link to={entry.to} className={styles.link} onClick={onNavigate}>
          {t(entry.label)}
        </Link>
        {entry.children ? (
          <button
            type="button"
            className={`${styles.expand} ${expanded ? styles.expanded : ''}`}
            aria-expanded={expanded}
            aria-controls={subId}
            aria-label={t('shell.nav.subpages', { section: t(entry.label) })}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronIcon />
          </button>
        ) : null}
      </div>
      {entry.children ? (
        <ul id={subId} className={styles.sub} hidden={!expanded}>
          {entry.children.map((child) => (
            <li key={child.label}>
              <Link to={child.to} hash={child.hash} className={styles.subLink} onClick={onNavigate}>
                {t(child.label)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
