import { Link } from '@tanstack/react-router';
import { OWNERS } from '#shared/roles';
import { useMay } from '../access.ts';
import { AccountList } from './account-list.tsx';
import styles from './accounts.module.css';
import { MailLanguage } from './mail-language.tsx';
import { PasswordForm } from './password-form.tsx';
import { SessionList } from './session-list.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

/** Owners manage every account; the other roles find their own password and sessions here. */
export function AccountsScreen() {
  const owns = useMay(OWNERS);
  return (
    <div className={`page ${styles.screen}`}>
      <p>
        <Link to="/admin">{T.back}</Link>
      </p>
      <h1>{owns ? T.title : T.yourAccount}</h1>
      {owns ? (
        <>
          <AccountList />
          <p>
            <Link to="/admin/user/new" className="button button-quiet">
              {T.register}
            </Link>
          </p>
        </>
      ) : null}
      <section aria-labelledby="two-step-link-heading">
        <h2 id="two-step-link-heading">{T.twoStepLink}</h2>
        <p className={styles.hint}>{T.twoStepNote}</p>
        <p>
          <Link to="/admin/two-step">{T.twoStepManage}</Link>
        </p>
      </section>
      <SessionList />
      <MailLanguage />
      <PasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
