import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { SiteConfig } from './config';
import { createRoutes } from './routes';

/** The whole storefront: react-router over every route of both spec documents. */
export function App({ config, fetch }: { config: SiteConfig; fetch?: typeof globalThis.fetch }) {
  // Created once: a new router on every render would reset navigation state.
  const [router] = useState(() => createBrowserRouter(createRoutes(config, { fetch })));
  return <RouterProvider router={router} />;
}
