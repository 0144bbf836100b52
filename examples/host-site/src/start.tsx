/**
 * The storefront itself, imported by main.tsx (the page's small entry) once the page is ready for it.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './App';
import { readSiteConfig } from './config';
import { preloadArea } from './pages';
import { primedFetch, readPrimed } from './primedFetch';
import { ROUTE_AREAS } from './routeAreas';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const config = readSiteConfig(import.meta.env);
// The API answers the server put in the page: the settings and the page's data, used instead of calls.
const fetch = primedFetch(config.apiBase, readPrimed(document));
// The server's first screen stays on show until the landing route's page can draw in one go (its chunk
// is modulepreloaded by the page, so this waits for a download already under way).
const area = ROUTE_AREAS.find((route) => matchPath(route.path, window.location.pathname))?.area;
const pageReady = area ? preloadArea(area).catch(() => undefined) : Promise.resolve();

// A transition: React yields to the browser every few milliseconds while it draws the first page, so a
// tap during the first render is answered instead of waiting for the whole tree.
void pageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App config={config} fetch={fetch} />
      </StrictMode>,
    ),
  ),
);
