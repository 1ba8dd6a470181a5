import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter, createQueryClient } from './router.tsx';
import './styles/global.css';

// index.html carries a meta description for crawlers (the server fills it per route); once the app runs the
// router's <HeadContent /> owns it, and React would otherwise add a second one beside it.
for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
