import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { AdminLink } from './admin-link.tsx';
import { CartLink } from './cart-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchForm } from './search-form.tsx';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MobileMenu />
        <Link to="/" className={styles.brand}>
          <span className={styles.name}>{t('shell.siteName')}</span>
          <span className={styles.tagline}>{t('shell.tagline')}</span>
        </Link>
        <DesktopNav />
        <SearchForm place="header" />
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          <AdminLink />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
