import { Link } from '@tanstack/react-router';
import { AccountList } from './account-list.tsx';
import styles from './accounts.module.css';
import { PasswordForm } from './password-form.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

export function AccountsScreen() {
  return (
    <div className={`page ${styles.screen}`}>
      <p>
        <Link to="/admin">{T.back}</Link>
      </p>
      <h1>{T.title}</h1>
      <AccountList />
      <p>
        <Link to="/admin/user/new" className="button button-quiet">
          {T.register}
        </Link>
      </p>
      <PasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
