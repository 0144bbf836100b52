import { createStorefront } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from './config';
import { createRoutes } from './routes';

const config: SiteConfig = { apiBase: 'http://api.test', merchantCode: 'SKATE01' };

/** An API that knows nothing: the page still renders its shell. */
const quietApi: typeof fetch = async () =>
  new Response(JSON.stringify({ message: 'not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

describe('site footer', () => {
  it("the footer's Admin Login opens this store's merchant console on the API's server", async () => {
    const storefront = createStorefront({ ...config, storage: createMemoryStorage(), fetch: quietApi });
    const router = createMemoryRouter(createRoutes(config, { storefront }), { initialEntries: ['/about'] });
    render(<RouterProvider router={router} />);
    // The footer renders with the lazy route: in a full parallel run its first transform can take seconds.
    expect(await screen.findByRole('link', { name: 'Admin Login' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      'http://api.test/admin/?store=SKATE01',
    );
  }, 30_000);
});
