import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { RouteFocus } from '../components/layout/route-focus.tsx';
import { NotFound } from '../components/not-found.tsx';
import { staticHead } from '../lib/head.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The fallback for every page that sets none of its own (the not-found page among them).
  head: () => staticHead('/'),
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
