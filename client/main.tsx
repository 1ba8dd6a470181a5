import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { adoptFirstPageData } from './lib/first-page.ts';
import { adoptServerHead, dropServerStructuredData } from './lib/head.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import './styles/global.css';

// The server wrote this page's head for crawlers and link previews; from here on the router renders it.
adoptServerHead();

const queryClient = createQueryClient();
// The first screen's data came with the page: the router finds it in the cache and does not ask the API.
adoptFirstPageData(queryClient);
const router = createAppRouter(queryClient);
// The structured data the server sent describes the first page only.
const unsubscribe = router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
  if (!pathChanged || !fromLocation) return;
  dropServerStructuredData();
  unsubscribe();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The first page's messages (the root route waits for them), code and data, so the first render is the page
// itself rather than a moment of an empty frame, and its head is made in the page's language.
void router.load().then(() => {
  const app = <App queryClient={queryClient} router={router} />;
  // The server rendered the first screen (server/services/first-screen.ts): the app takes it over as it is,
  // with the router laid out as it was on the server (no suspense boundary around the root route).
  if (container.firstElementChild) {
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (React hydrates at default priority in one task); a click on a part not yet
    // hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});
