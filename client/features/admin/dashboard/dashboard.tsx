import { Link, useLocation } from '@tanstack/react-router';
import { FEATURED_TEXTS } from '#shared/featured';
import { CONTENT_EDITORS, OWNERS, SALES } from '#shared/roles';
import { useMay, useRole } from '../access.ts';
import { DeletedNotice } from '../delete/deleted-notice.tsx';
import { NOTICE_TEXTS } from '../form/notices.ts';
import { CONTENT_SCREENS } from '../screens/registry.ts';
import { SITE_TEXTS_SCREEN } from '../site-texts/texts.ts';
import { BackupState } from './backup-state.tsx';
import styles from './dashboard.module.css';
import { EntryList } from './entry-list.tsx';
import { HeldMail } from './held-mail.tsx';
import { InboxSummary } from './inbox-summary.tsx';
import type { ListSearch } from './list-search.ts';
import { SearchBox } from './search-box.tsx';
import { ContentSection, ImageSection } from './type-sections.tsx';

type Props = { search: ListSearch; onSearch: (next: ListSearch) => void };

export function Dashboard({ search, onSearch }: Props) {
  const edits = useMay(CONTENT_EDITORS);
  const sells = useMay(SALES);
  const owns = useMay(OWNERS);
  return (
    <div className="page">
      <h1 className={styles.title}>Admin Dashboard</h1>
      <DeletedNotice />
      <RefusedNotice />
      {sells ? <HeldMail /> : null}
      <EntryList search={search} onSearch={onSearch} />
      <SearchBox />
      <div className={styles.grid}>
        {CONTENT_SCREENS.map((screen) => (
          <ContentSection key={screen.route} screen={screen} />
        ))}
        {edits ? (
          <>
            <div id="images" className={styles.anchor}>
              <ImageSection />
            </div>
            <section className={styles.section} aria-labelledby="featured-heading">
              <h2 id="featured-heading">{FEATURED_TEXTS.heading}</h2>
              <p className={styles.note}>{FEATURED_TEXTS.dashboardNote}</p>
              <Link to="/admin/featured" className="button button-quiet">
                Modify<span className="visually-hidden"> {FEATURED_TEXTS.heading.toLowerCase()}</span>
              </Link>
            </section>
            <section className={styles.section} aria-labelledby="static-images-heading">
              <h2 id="static-images-heading">Static images</h2>
              <p className={styles.note}>
                The seven fixed pictures of the site: banners, the map, the founder's photo.
              </p>
              <Link to="/admin/static-images" className="button button-quiet">
                Modify<span className="visually-hidden"> static images</span>
              </Link>
            </section>
            <section className={styles.section} aria-labelledby="terms-heading">
              <h2 id="terms-heading">Media, categories and collections</h2>
              <p className={styles.note}>The lists the shop form picks from: rename or delete a name.</p>
              <Link to="/admin/terms" className="button button-quiet">
                Modify<span className="visually-hidden"> the lists of media, categories and collections</span>
              </Link>
            </section>
            <section className={styles.section} aria-labelledby="site-texts-heading">
              <h2 id="site-texts-heading">{SITE_TEXTS_SCREEN.dashboardHeading}</h2>
              <p className={styles.note}>{SITE_TEXTS_SCREEN.dashboardNote}</p>
              <Link to="/admin/site-texts" className="button button-quiet">
                Modify<span className="visually-hidden">{SITE_TEXTS_SCREEN.dashboardHidden}</span>
              </Link>
            </section>
          </>
        ) : null}
        {owns ? <BackupState /> : null}
        {owns ? (
          <section className={styles.section} aria-labelledby="settings-heading">
            <h2 id="settings-heading">Site settings</h2>
            <p className={styles.note}>Address, phone, e-mail, opening hours, social links and the map point.</p>
            <Link to="/admin/settings" className="button button-quiet">
              Modify<span className="visually-hidden"> site settings</span>
            </Link>
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="users-heading">
          <h2 id="users-heading">{owns ? 'Users' : 'Your account'}</h2>
          {owns ? (
            <>
              <p className={styles.note}>Give another member of staff their own sign-in, with the role they need.</p>
              <Link to="/admin/user/new" className="button button-quiet">
                Register New User
              </Link>
              <p className={styles.note}>
                Who can sign in and in which role, your password, and signing out everywhere.
              </p>
            </>
          ) : (
            <p className={styles.note}>Your password, and signing out everywhere.</p>
          )}
          <Link to="/admin/accounts" className="button button-quiet">
            {owns ? 'Accounts' : 'Your account'}
          </Link>
        </section>
        {sells ? (
          <section className={styles.section} aria-labelledby="inbox-heading">
            <h2 id="inbox-heading">Inbox</h2>
            <p className={styles.note}>Enquiries and messages from visitors, from first message to sale.</p>
            <InboxSummary />
            <Link to="/admin/inbox" className="button button-quiet">
              Open the inbox
            </Link>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** After a screen the account's role may not open sent it here (client/routes/admin/route.tsx). */
function RefusedNotice() {
  const refused = useLocation({ select: (location) => location.state.refused });
  const role = useRole();
  if (!refused || !role) return null;
  return (
    <p className={styles.refused} role="status">
      {NOTICE_TEXTS.refused(role)}
    </p>
  );
}
