import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createRouter, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import { DEFAULT_LANG, langPath, splitLangPath } from '#shared/languages';
import { NotFoundPage } from './app-shell/not-found-page.tsx';
import { DefaultError } from './components/default-error.tsx';
import { Spinner } from './components/spinner.tsx';
import { SESSION_KEY } from './features/session/session-query.ts';
import { ApiError } from './lib/api.ts';
import { pageLang } from './lib/i18n.ts';
import { routeTree } from './routeTree.gen.ts';

export function createQueryClient() {
  // A 401 means the session ended behind the page's back (idle limit, signed out elsewhere), a 403 that an owner
  // changed the account's role: ask who is signed in again, and the admin screens make way for the sign-in or
  // for what the role opens (client/routes/admin/route.tsx).
  const onError = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}

/** `history`: the server's, at the address it renders (client/entry-server.tsx); the browser's by default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  let loading = () => false;
  const router = createRouter({
    routeTree,
    ...(history && { history }),
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query holds the cache; the router asks it on every preload and navigation.
    defaultPreloadStaleTime: 0,
    // The browser restores the scroll; the server's render would write it an inline script the CSP refuses.
    scrollRestoration: history === undefined,
    getScrollRestorationKey: (location) => (loading() ? LEFT_WHILE_LOADING : scrollKey(location)),
    defaultPendingComponent: () => <Spinner />,
    defaultPendingMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: DefaultError,
    // A Chinese page's address is its English one under /zh (docs/decisions/012): the routes know one path,
    // and every link the router writes on a Chinese page stays in Chinese.
    rewrite: {
      input: ({ url }) => {
        const { path } = splitLangPath(url.pathname);
        if (path === url.pathname) return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        if (pageLang() === DEFAULT_LANG || url.pathname.startsWith('/admin') || url.pathname === '/login')
          return undefined;
        url.pathname = langPath(url.pathname, pageLang());
        return url;
      },
    },
  });
  loading = () => router.state.matches.some((match) => match.status === 'pending');
  return router;
}

/** Where the router keeps a position nobody returns to (see `scrollKey`). */
const LEFT_WHILE_LOADING = 'left-while-loading';

/**
 * The key a page's scroll position is kept under: its history entry's, as by the router's default. The page left
 * while the next one still shows its spinner is kept under LEFT_WHILE_LOADING instead: the router keeps the
 * position under the last page that finished loading, and with a spinner on the screen that is the spinner's
 * position (the page having shrunk under it). The back button pressed while an artwork loads would then bring
 * the visitor to the top of a long list instead of where they were.
 */
const scrollKey = (location: ParsedLocation): string => location.state.__TSR_key || location.href;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
