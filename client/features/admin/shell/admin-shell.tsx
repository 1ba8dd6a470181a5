import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LogoutButton } from '../../session/logout-button.tsx';
import { AdminNav } from './admin-nav.tsx';
import styles from './shell.module.css';
import { SHELL_TEXTS } from './texts.ts';

/** The Menu is a disclosure (Escape or any navigation closes it); <main> takes the focus after each navigation. */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const navId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);

  // Escape closes the open menu, from its button or from inside it, and the focus goes back to the button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        {SHELL_TEXTS.skip}
      </a>
      <header className={styles.bar}>
        <button
          ref={opener}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((was) => !was)}
        >
          {SHELL_TEXTS.menu}
        </button>
        <Link to="/admin" className={styles.brand}>
          {SHELL_TEXTS.brand}
        </Link>
        <p className={styles.who}>{SHELL_TEXTS.signedInAs(email)}</p>
        <a href="/" className={styles.barLink}>
          {SHELL_TEXTS.viewSite}
        </a>
        <LogoutButton className={`button button-quiet ${styles.logout}`} />
      </header>
      <div className={styles.body}>
        <div className={`${styles.side} ${open ? styles.open : ''}`}>
          <AdminNav id={navId} />
        </div>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
