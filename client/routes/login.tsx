import { createFileRoute, redirect } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import styles from '../features/session/account-form.module.css';
import { LoginForm } from '../features/session/login-form.tsx';
import { sessionQuery } from '../features/session/session-query.ts';
import { staticHead } from '../lib/head.ts';

// SPEC 2 '/login': someone already signed in goes straight to the dashboard.
export const Route = createFileRoute('/login')({
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.fetchQuery(sessionQuery())) throw redirect({ to: '/admin', replace: true });
  },
  head: () => staticHead('/login'),
  component: LoginScreen,
});

function LoginScreen() {
  return (
    <div className="page">
      <section className={styles.panel} aria-labelledby="login-heading">
        <h1 id="login-heading">{t('page.login.title')}</h1>
        <p className={styles.hint}>{t('page.login.hint')}</p>
        <LoginForm />
      </section>
    </div>
  );
}
