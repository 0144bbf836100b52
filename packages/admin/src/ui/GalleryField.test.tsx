import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../App';
import { createAdminApi } from '../api/client';
import { ApiProvider } from '../api/context';
import { RequireSession } from '../session/session';
import { fakeApi } from '../test/fakeApi';
import { sessionOf } from '../test/fixtures';
import { GalleryField } from './GalleryField';

function Gallery({ initial, seen }: { initial: string[]; seen: string[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <GalleryField
      label="Gallery"
      value={value}
      onChange={(paths) => {
        seen.push(paths);
        setValue(paths);
      }}
    />
  );
}

function renderGallery(initial: string[]) {
  const seen: string[][] = [];
  const api = fakeApi({ 'GET /session': () => ({ body: sessionOf('staff') }) });
  const router = createMemoryRouter(
    [{ path: '*', element: <RequireSession>{<Gallery initial={initial} seen={seen} />}</RequireSession> }],
    { initialEntries: ['/products/p1'] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider api={createAdminApi({ fetch: api.fetch })}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return seen;
}

const pictures = () =>
  within(screen.getByRole('list'))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('a product gallery, ordered by buttons', () => {
  it('moves a picture earlier and later and removes one; the ends cannot move further', async () => {
    const user = userEvent.setup();
    const seen = renderGallery(['/a.webp', '/b.webp', '/c.webp']);
    expect(await screen.findByRole('img', { name: 'Gallery 1 of 3' })).toHaveAttribute('src', '/a.webp');
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    expect(pictures()).toEqual(['/a.webp', '/c.webp', '/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Move picture 1 later' }));
    expect(pictures()).toEqual(['/c.webp', '/a.webp', '/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(pictures()).toEqual(['/c.webp', '/b.webp']);
    expect(seen).toEqual([
      ['/a.webp', '/c.webp', '/b.webp'],
      ['/c.webp', '/a.webp', '/b.webp'],
      ['/c.webp', '/b.webp'],
    ]);
  });

  it('an empty gallery says the main image is shown alone and offers an upload', async () => {
    renderGallery([]);
    expect(
      await screen.findByText('No pictures yet: the product page shows the main image alone.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Add a picture to the gallery/)).toBeInTheDocument();
  });
});
