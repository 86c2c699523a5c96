// First: before any module that builds a zod schema.
import './lib/zod-jitless.ts';
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadRoute } from './app/preload-route.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { startEarlyRequest } from './lib/early-request.ts';
import { connectSessionExpiry } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
/** A public page's markup, written in at build time (a signed-in route's outline lies outside #root). */
const prerendered = container.firstElementChild !== null;

// A signed-in area (never pre-rendered) draws nothing before it knows who is signed in, and its pages wait on the
// profile (the header's picture, the name on the page): ask for both now, side by side and alongside the area's
// chunks, rather than one after the other once they have loaded and rendered (their queries take these answers).
if (!prerendered && /^\/(admin|provider|rx)(\/|$)/.test(window.location.pathname)) {
  const headers = { Accept: 'application/json', 'X-Requested-With': 'carespace' };
  startEarlyRequest('/api/auth/identity', headers);
  startEarlyRequest('/api/profile', headers);
}

const router = createAppRouter();
connectSessionExpiry(router);

/**
 * Marks the document once React's first render is committed: from then on the page's forms and buttons are live.
 * public/after-first-paint.js holds a form submitted before that, and the browser journeys wait for it.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <MarkHydrated />
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// Every lazy layer of the route (antd's layout, the area's shell, the page) loads now, side by side (the HTML
// already has them downloading: modulepreload), and React renders once they are in: a layer that suspended as it
// rendered would show its fallback in place of what is on screen, and React holds each reveal after a fallback back
// by 300 ms, once per layer. Public pages arrive pre-rendered (scripts/prerender-web.mjs) and are hydrated; every
// other route starts from the empty root, a signed-in route's outline painted over it meanwhile. Either way in one
// pass and as a transition, so the work is sliced instead of blocking the main thread.
void preloadRoute(routes, window.location.pathname)
  .catch(() => undefined) // a chunk that failed to load shows its error when React renders the route
  .then(() =>
    startTransition(() => {
      if (prerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  );
