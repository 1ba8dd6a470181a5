import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { DEFAULT_LANG, LANG_TAG } from '#shared/languages';
import { mayOpen } from '../../features/admin/access.ts';
import { loadAdminMessages } from '../../features/admin/admin-messages.ts';
import { AdminShell } from '../../features/admin/shell/admin-shell.tsx';
import { sessionQuery } from '../../features/session/session-query.ts';
import { adminHead } from '../../lib/head.ts';

const TWO_STEP_PATH = '/admin/two-step';

/**
 * SPEC 'Admin routes': the server refuses admin calls without a session anyway; this only spares staff a broken screen.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.fetchQuery(sessionQuery());
    if (!user) throw redirect({ to: '/login', replace: true });
    // An owner requires two-step sign-in and this account has none yet: its set-up comes before anything else.
    if (user.mustSetUpTwoStep && location.pathname !== TWO_STEP_PATH)
      throw redirect({ to: TWO_STEP_PATH, replace: true });
    // The screen's table and the admin's messages are admin code, which public pages must not download (see
    // ./$type/route.tsx).
    const [access, messages] = await Promise.all([
      import('../../features/admin/access.ts'),
      import('../../features/admin/admin-messages.ts'),
    ]);
    await messages.loadAdminMessages(user.language);
    if (!access.mayOpen(user.role, location.pathname)) {
      throw redirect({ to: '/admin', replace: true, state: { refused: location.pathname } });
    }
    return { user };
  },
  head: () => adminHead('Admin', '/admin'),
  component: AdminLayout,
});

/** The session can end while a screen is open (another tab, the idle limit, a 401): the sign-in then takes over. */
function AdminLayout() {
  const { data: user } = useQuery(sessionQuery());
  const pathname = useLocation({ select: (location) => location.pathname });
  const lang = user?.language ?? DEFAULT_LANG;
  // The admin reads in the account's language. The screens show the language whose messages are loaded, and are
  // drawn afresh when a new choice has loaded; the page says which it is.
  const [shown, setShown] = useState(lang);
  useEffect(() => {
    let live = true;
    void loadAdminMessages(lang).then(() => {
      if (live) setShown(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = LANG_TAG[shown];
    return () => {
      root.lang = before;
    };
  }, [shown]);
  if (user === null) return <Navigate to="/login" replace />;
  if (user?.mustSetUpTwoStep && pathname !== TWO_STEP_PATH) return <Navigate to={TWO_STEP_PATH} replace />;
  // An owner changed this account's role while the screen was open.
  if (user && !mayOpen(user.role, pathname)) return <Navigate to="/admin" replace state={{ refused: pathname }} />;
  return (
    <AdminShell email={user?.email ?? ''}>
      <Fragment key={shown}>
        <Outlet />
      </Fragment>
    </AdminShell>
  );
}
