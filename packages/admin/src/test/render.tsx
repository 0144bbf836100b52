import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createAdminApi } from '../api/client';
import { App, createQueryClient } from '../App';
import { routes } from '../routes';
import type { FakeApi } from './fakeApi';

/** The whole console at `/admin{path}`, talking to a fake API. */
export function renderConsole(path: string, api: FakeApi) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, { initialEntries: [`/admin${path}`], basename: '/admin' });
  const view = render(
    <App api={createAdminApi({ fetch: api.fetch })} queryClient={queryClient} router={router} />,
  );
  return { ...view, router, queryClient };
}

/** The router's current address inside the console (without the basename), e.g. `/orders?status=Packed`. */
export const currentPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname.replace(/^\/admin(?=\/|$)/, '') || '/'}${router.state.location.search}`;

/** The words of the console's navigation links, in order (the first of its navigations, the side bar). */
export const navLinks = () =>
  Array.from(screen.getAllByRole('navigation', { name: 'Console' })[0].querySelectorAll('a')).map(
    (a) => a.textContent,
  );
