import { createStorefront } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { GOOGLE_LOGIN_MESSAGE, ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../auth/LoginPage';
import { SkateProvider } from '../provider/SkateProvider';
import { settingsRoutes } from '../shell/testRoutes';
import { API, MERCHANT, renderSkate, stubFetch } from '../test/harness';

const user = { user_id: 'g1', full_name: 'Google User', email: 'g@example.com' };

function renderInApp({ injected = true } = {}) {
  const postMessage = vi.fn();
  const env = {
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) SkateKitApp/1.0' },
    ...(injected ? { ReactNativeWebView: { postMessage } } : {}),
  };
  const { fetch, calls } = stubFetch({
    ...settingsRoutes(),
    'POST /registeruser/api/google-login': { user, accessToken: 'a', refreshToken: 'r' },
    'GET /registeruser/single/g1': { data: user },
    'GET /cart/g1': { data: [] },
  });
  const storage = createMemoryStorage();
  const storefront = createStorefront({ apiBase: API, merchantCode: MERCHANT, storage, fetch, env });
  const navigate = vi.fn();
  render(
    <SkateProvider
      config={{ apiBase: API, merchantCode: MERCHANT, storage, fetch, navigate }}
      storefront={storefront}
    >
      <LoginPage />
    </SkateProvider>,
  );
  return { storefront, calls, navigate, postMessage };
}

describe('useNativeGoogleSignIn', { timeout: 30_000 }, () => {
  it('offers no native Google sign-in on a plain website', () => {
    renderSkate(<LoginPage />, { routes: settingsRoutes() });
    expect(screen.queryByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE })).toBeNull();
  });

  it('shows no Google button when the user agent says app but the app injected no bridge', () => {
    const { storefront } = renderInApp({ injected: false });
    expect(storefront.platform).toBe('ANDROID_APP');
    expect(screen.getByRole('button', { name: TEXTS.CONTINUE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE })).toBeNull();
  });

  it('inside the Android app asks the wrapper to sign in, and a googleLoginToken message signs the user in', async () => {
    const { storefront, calls, navigate, postMessage } = renderInApp();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE }));
    // The handshake (`hello`) when the bridge was made, then the sign-in request.
    expect(postMessage.mock.calls.map((call) => JSON.parse(call[0]).type)).toEqual(['hello', 'googleSignIn']);

    storefront.bridge?.receive(JSON.stringify({ type: GOOGLE_LOGIN_MESSAGE, idToken: 'google-id-token' }));
    expect(await screen.findByText(TEXTS.LOGIN_SUCCESS)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/registeruser/api/google-login')?.body).toMatchObject({
      idToken: 'google-id-token',
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.home));
    expect(storefront.session.getState().user?.user_id).toBe('g1');
  });
  it("says when the app's Google sign-in was cancelled or failed", async () => {
    const { storefront } = renderInApp();
    await screen.findByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE });
    storefront.bridge?.receive(JSON.stringify({ type: 'googleSignInFailed', v: 1, reason: 'cancelled' }));
    expect(await screen.findByText(TEXTS.GOOGLE_SIGN_IN_CANCELLED)).toBeInTheDocument();
    storefront.bridge?.receive(JSON.stringify({ type: 'googleSignInFailed', v: 1, reason: 'failed' }));
    expect(await screen.findByText(TEXTS.GOOGLE_SIGN_IN_FAILED)).toBeInTheDocument();
  });
});
