import { Link } from '@tanstack/react-router';
import { SITE } from '#shared/site';
import { AdminLink } from './admin-link.tsx';
import { CartLink } from './cart-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import styles from './header.module.css';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchForm } from './search-form.tsx';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MobileMenu />
        <Link to="/" className={styles.brand}>
          <span className={styles.name}>{SITE.name}</span>
          <span className={styles.tagline}>North Korean art · Beijing</span>
        </Link>
        <DesktopNav />
        <SearchForm place="header" />
        <div className={styles.actions}>
          <AdminLink />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
