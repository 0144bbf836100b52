import { forgetStorefronts } from '@skatekit/core';
import { STORAGE_KEYS } from '@skatekit/core/rules';
import { createCookieStorage, createMemoryStorage, type StorageAdapter } from '@skatekit/core/platform';
import { TEXTS } from '@skatekit/core/texts';
import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CartPage } from '../cart/CartPage';
import { SiteHeader } from '../shell/SiteHeader';
import { useRequireUser } from '../shell/useRequireUser';
import { API, MERCHANT, stubFetch } from '../test/harness';
import { hydrationRoots } from '../test/hydrate';
import { SkateProvider } from './SkateProvider';

const LINE = {
  product_id: 'p1',
  product_name: 'Street Deck',
  product_sku: 'DECK-1',
  product_image: '',
  quantity: 1,
  sale_price: 2500,
  regular_price: 3000,
  main_id: MERCHANT,
};
const ASHA = { user_id: 'u1', full_name: 'Asha Rao', email: 'asha@example.in' };

function Guarded() {
  const user = useRequireUser();
  return <p>{user ? `Hello ${user.full_name}` : 'checking'}</p>;
}

function Page({ storage, navigate }: { storage: StorageAdapter; navigate: (to: string) => void }) {
  const { fetch } = stubFetch({
    'GET /product/*': new Error('offline'),
    'GET /registeruser/single/u1': { data: ASHA },
    [`GET /marquee/all/${MERCHANT}`]: { data: [] },
  });
  return (
    <SkateProvider config={{ apiBase: API, merchantCode: MERCHANT, storage, fetch, navigate }} toasts={false}>
      <SiteHeader />
      <Guarded />
      <CartPage />
    </SkateProvider>
  );
}

const hydrate = hydrationRoots(() => vi.restoreAllMocks());

/** Renders <Page> on a "server" (empty storage unless given), then hydrates that HTML over `stored`. */
async function serverThenClient(
  stored: Record<string, unknown>,
  { server = createMemoryStorage(), client }: { server?: StorageAdapter; client?: StorageAdapter } = {},
) {
  const serverHtml = renderToString(<Page storage={server} navigate={() => {}} />);
  forgetStorefronts();
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const navigate = vi.fn();
  const storage =
    client ??
    createMemoryStorage(
      Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, JSON.stringify(value)])),
    );
  await act(async () => {
    hydrate(container, <Page storage={storage} navigate={navigate} />, {
      onRecoverableError: recoverable,
    });
  });
  const hydrationErrors = () => [
    ...recoverable.mock.calls.map((call) => String(call[0])),
    ...consoleError.mock.calls
      .map((call) => call.join(' '))
      .filter((text) => /hydrat|did not match/i.test(text)),
  ];
  return { serverHtml, navigate, hydrationErrors };
}

describe('server render, then hydration over stored records', () => {
  it('a guest cart in storage: the server HTML shows no count, hydration matches, then the cart shows', async () => {
    const { serverHtml, hydrationErrors } = await serverThenClient({ [STORAGE_KEYS.guestCart]: [LINE] });
    expect(serverHtml).not.toContain('skate-cart-badge');
    expect(serverHtml).not.toContain(TEXTS.CART_EMPTY);
    await waitFor(() => expect(document.querySelector('.skate-cart-badge')?.textContent).toBe('1'));
    expect(screen.getAllByText('Street Deck').length).toBeGreaterThan(0);
    expect(hydrationErrors()).toEqual([]);
  });

  it('a stored signed-in session: hydration matches, the guard waits for it and does not send to /login', async () => {
    const { navigate, hydrationErrors } = await serverThenClient({
      [STORAGE_KEYS.user]: ASHA,
      [STORAGE_KEYS.tokens]: { accessToken: 'a1', refreshToken: 'r1' },
    });
    await waitFor(() => expect(screen.getByText('Hello Asha Rao')).toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalledWith('/login');
    expect(hydrationErrors()).toEqual([]);
  });

  it('cookie mode: the server reads the cart from the Cookie header and renders it; hydration matches', async () => {
    const cookie = `skate.guest_cart=${encodeURIComponent(JSON.stringify([LINE]))}`;
    // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the browser's cookie jar
    document.cookie = `${cookie}; Path=/`;
    const { serverHtml, hydrationErrors } = await serverThenClient(
      {},
      {
        server: createCookieStorage({ cookie: `theme=dark; ${cookie}`, document: null }),
        client: createCookieStorage(),
      },
    );
    expect(serverHtml).toContain('<span class="skate-cart-badge" part="badge" aria-hidden="true">1</span>');
    expect(serverHtml).toContain('Street Deck');
    expect(hydrationErrors()).toEqual([]);
    // biome-ignore lint/suspicious/noDocumentCookie: cleans the jar for the next test
    document.cookie = 'skate.guest_cart=; Path=/; Max-Age=0';
  });
});
