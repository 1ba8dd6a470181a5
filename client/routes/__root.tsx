import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, useRouterState } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { FIRST_ONLY_PATH } from '#shared/messages/parts';
import { Footer } from '../app-shell/footer.tsx';
import { Header } from '../app-shell/header.tsx';
import { NotFoundPage, onlyInOf } from '../app-shell/not-found-page.tsx';
import { RouteFocus } from '../app-shell/route-focus.tsx';
import { Started } from '../app-shell/started.tsx';
import { notFoundHead, onlyInHead, staticHead } from '../lib/head.ts';
import { loadMessages, loadRestOfMessages } from '../lib/i18n.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The page's words are in before its head and its first render are made: the frame's for the home page,
  // every message for the others.
  beforeLoad: ({ location }) => (location.pathname === FIRST_ONLY_PATH ? loadMessages() : loadRestOfMessages()),
  // Only meta: the router lists every route's links, so a canonical link here would stand in for the page's own.
  head: ({ matches }) => {
    const missing = matches.find((m) => m.status === 'notFound' || m._notFound);
    if (!missing) return { meta: staticHead('/').meta };
    const onlyIn = onlyInOf((missing.error as { data?: unknown } | undefined)?.data);
    return { meta: (onlyIn?.[0] ? onlyInHead(onlyIn[0]) : notFoundHead()).meta };
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

function RootLayout() {
  const admin = useRouterState({ select: (state) => isAdminPath(state.location.pathname) });
  if (admin) {
    return (
      <>
        <HeadContent />
        <Outlet />
        <RouteFocus />
        <Started />
      </>
    );
  }
  return (
    <>
      <HeadContent />
      <a href="#main" className="skip-link">
        {t('page.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RouteFocus />
      <Started />
    </>
  );
}
