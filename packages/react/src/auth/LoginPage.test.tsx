import { PASSWORD_MIN, ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { LoginPage } from './LoginPage';

const user = { user_id: 'u1', full_name: 'Asha Rao', email: 'asha@example.com' };
const guestLine = (sku: string) => ({
  product_id: sku,
  product_sku: sku,
  product_name: `Item ${sku}`,
  product_price: 100,
  product_saleprice: 90,
  quantity: 1,
});

async function fillAndSubmit(email: string, password: string) {
  const ui = userEvent.setup({ delay: null });
  await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), email);
  await ui.type(screen.getByLabelText(TEXTS.PASSWORD, { exact: false }), password);
  await ui.click(screen.getByRole('button', { name: TEXTS.CONTINUE }));
}

describe('LoginPage', { timeout: 30_000 }, () => {
  it('shows the consent links, Register now and the reset link', () => {
    renderSkate(<LoginPage />, { routes: settingsRoutes() });
    expect(screen.getByRole('link', { name: TEXTS.REGISTER_NOW })).toHaveAttribute('href', ROUTES.register);
    expect(screen.getByRole('link', { name: TEXTS.TROUBLE_SIGNING_IN })).toHaveAttribute(
      'href',
      ROUTES.reset,
    );
    expect(screen.getByRole('link', { name: TEXTS.PRIVACY_POLICY })).toHaveAttribute(
      'href',
      ROUTES.privacyPolicy,
    );
    expect(screen.getByRole('link', { name: TEXTS.TERMS_AND_CONDITIONS })).toHaveAttribute(
      'href',
      ROUTES.rules,
    );
  });

  it(`refuses a password shorter than ${PASSWORD_MIN} characters without calling the server`, async () => {
    const { calls } = renderSkate(<LoginPage />, { routes: settingsRoutes() });
    await fillAndSubmit('asha@example.com', 'x'.repeat(PASSWORD_MIN - 1));
    const password = screen.getByLabelText(TEXTS.PASSWORD, { exact: false });
    expect(screen.getByText(TEXTS.PASSWORD_MIN_LOGIN)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(
      screen.getByText(TEXTS.PASSWORD_MIN_LOGIN).id,
    );
    expect(calls.some((c) => c.url === '/loginuser')).toBe(false);
  });

  it('signs in, merges the guest cart (a refused line stays), goes to the saved page and forgets it', async () => {
    const { calls, navigate, storage } = renderSkate(<LoginPage />, {
      routes: {
        ...settingsRoutes(),
        'POST /loginuser': { user, accessToken: 'a1', refreshToken: 'r1', message: 'ok' },
        'POST /cart': (call: { body: unknown }) =>
          (call.body as { product_sku: string }).product_sku === 'B'
            ? { status: 400, body: { isError: true, msg: 'Out of stock' } }
            : { isError: false, msg: 'Added' },
        'GET /cart/u1': { data: [], isError: false },
      },
      stored: { [STORAGE_KEYS.guestCart]: [guestLine('A'), guestLine('B')] },
    });
    storage.setItem(STORAGE_KEYS.returnTo, ROUTES.checkout);
    await fillAndSubmit('asha@example.com', 'secret1');

    expect(await screen.findByText(TEXTS.LOGIN_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.checkout));
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
    const login = calls.find((c) => c.url === '/loginuser');
    expect(login?.body).toMatchObject({ email: 'asha@example.com', password: 'secret1' });
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/cart')).toHaveLength(2);
    const left = JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? '[]') as { product_sku: string }[];
    expect(left.map((l) => l.product_sku)).toEqual(['B']);
  });

  it('goes to / when no return page was saved', async () => {
    const { navigate } = renderSkate(<LoginPage />, {
      routes: {
        ...settingsRoutes(),
        'POST /loginuser': { user, accessToken: 'a1', refreshToken: 'r1' },
        'GET /cart/u1': { data: [] },
      },
    });
    await fillAndSubmit('asha@example.com', 'secret1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.home));
  });

  it("shows the server's message when the login is refused", async () => {
    const { navigate } = renderSkate(<LoginPage />, {
      routes: {
        ...settingsRoutes(),
        'POST /loginuser': { status: 401, body: { message: TEXTS.INVALID_CREDENTIALS } },
      },
    });
    await fillAndSubmit('asha@example.com', 'wrongpass');
    expect(await screen.findByText(TEXTS.INVALID_CREDENTIALS)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the raw error on a network failure', async () => {
    renderSkate(<LoginPage />, {
      routes: { ...settingsRoutes(), 'POST /loginuser': new TypeError('Failed to fetch') },
    });
    await fillAndSubmit('asha@example.com', 'secret1');
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });
});
