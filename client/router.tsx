import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { DefaultError } from './components/default-error.tsx';
import { NotFound } from './components/not-found.tsx';
import { Spinner } from './components/spinner.tsx';
import { ApiError } from './lib/api.ts';
import { routeTree } from './routeTree.gen.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on a retry; a 5xx or a dropped connection gets one more try, quickly, so the
        // error box does not keep a visitor waiting.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
        retryDelay: 400,
      },
    },
  });
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query holds the cache; the router asks it on every preload and navigation.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: () => <Spinner />,
    defaultPendingMs: 300,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: DefaultError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
