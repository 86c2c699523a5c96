import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadRoute } from './app/preload-route.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { connectSessionExpiry } from './app/session.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
const router = createAppRouter();
connectSessionExpiry(queryClient, router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// Public pages arrive pre-rendered (scripts/prerender-web.mjs): hydrate the markup already on screen at once, so
// the header, banners and footer respond right away and a click inside the page is replayed once its chunk (fetched
// here first) has hydrated it. Every other route starts from the empty shell.
if (container.firstElementChild) {
  preloadRoute(routes, window.location.pathname).catch(() => undefined); // a failed chunk shows its error on render
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
