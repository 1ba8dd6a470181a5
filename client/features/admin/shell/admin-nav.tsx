import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { CONTENT_EDITORS, may, OWNERS, SALES } from '#shared/roles';
import { useRole } from '../access.ts';
import { inboxCountsQuery } from '../inbox/queries.ts';
import { CONTENT_SCREENS } from '../screens/registry.ts';
import styles from './shell.module.css';
import { SHELL_TEXTS } from './texts.ts';

/** Each link only for the roles its screen opens to (client/features/admin/access.ts). */
const SITE_LINKS = [
  { to: '/admin/inbox', label: SHELL_TEXTS.inbox, roles: SALES },
  { to: '/admin/featured', label: SHELL_TEXTS.featured, roles: CONTENT_EDITORS },
  { to: '/admin/site-texts', label: SHELL_TEXTS.siteTexts, roles: CONTENT_EDITORS },
  { to: '/admin/static-images', label: SHELL_TEXTS.staticImages, roles: CONTENT_EDITORS },
  { to: '/admin/settings', label: SHELL_TEXTS.settings, roles: OWNERS },
  { to: '/admin/accounts', label: SHELL_TEXTS.accounts, roles: OWNERS },
  { to: '/admin/audit', label: SHELL_TEXTS.audit, roles: OWNERS },
  { to: '/admin/accounts', label: SHELL_TEXTS.yourAccount, roles: ['editor', 'sales'] as const },
  { to: '/admin/newsletter', label: SHELL_TEXTS.newsletter, roles: SALES },
  { to: '/admin/terms', label: SHELL_TEXTS.terms, roles: CONTENT_EDITORS },
] as const;

/** Types come from the catalogue, so a new one appears here by itself. */
export function AdminNav({ id }: { id: string }) {
  const role = useRole();
  // A type's list stays marked current while it is sorted, filtered or paged.
  const listed = useRouterState({
    select: (state) =>
      state.location.pathname === '/admin' ? (state.location.search as { type?: string }).type : undefined,
  });
  return (
    <nav id={id} className={styles.nav} aria-label={SHELL_TEXTS.navLabel}>
      <ul className={styles.navList}>
        <li>
          <Link
            to="/admin"
            activeOptions={{ exact: true, includeSearch: true, includeHash: true }}
            className={styles.navLink}
          >
            {SHELL_TEXTS.dashboard}
          </Link>
        </li>
      </ul>
      <h2 className={styles.navGroup}>{SHELL_TEXTS.contentGroup}</h2>
      <ul className={styles.navList}>
        {CONTENT_SCREENS.map((screen) => (
          <li key={screen.route}>
            <Link
              to="/admin"
              search={{ type: screen.route }}
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={listed === screen.route ? 'page' : undefined}
              className={styles.navLink}
            >
              {screen.heading}
            </Link>
          </li>
        ))}
        {may(role, CONTENT_EDITORS) ? (
          <li>
            <Link
              to="/admin"
              hash="images"
              activeOptions={{ exact: true, includeHash: true }}
              className={styles.navLink}
            >
              {SHELL_TEXTS.images}
            </Link>
          </li>
        ) : null}
      </ul>
      <h2 className={styles.navGroup}>{SHELL_TEXTS.siteGroup}</h2>
      <ul className={styles.navList}>
        {SITE_LINKS.filter((link) => may(role, link.roles)).map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.navLink}>
              {link.label}
              {link.to === '/admin/inbox' ? <NewCount /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NewCount() {
  const counts = useQuery(inboxCountsQuery());
  const count = counts.data?.new ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden"> {SHELL_TEXTS.newCount}</span>
    </span>
  );
}
