import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { RouteFocus } from '../components/layout/route-focus.tsx';
import { NotFound } from '../components/not-found.tsx';
import { pageHead } from '../lib/head.ts';
import { SITE } from '../lib/site.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () =>
    pageHead(
      undefined,
      `${SITE.name}: a Beijing gallery and studio for North Korean art since 1993. Paintings, prints and posters, ` +
        'artists, exhibitions, films and publications.',
    ),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RouteFocus />
    </>
  );
}
