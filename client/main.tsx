import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptFirstPageData } from './lib/first-page.ts';
import { adoptServerHead, dropServerStructuredData } from './lib/head.ts';
import { loadMessages } from './lib/i18n.ts';
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

// The page's own language's messages, before anything shows words.
void loadMessages().then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
