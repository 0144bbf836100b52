import { TEXTS } from '@skatekit/core/texts';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { API, MERCHANT, makeStorefront } from '../test/harness';
import { notify } from '../ui/toast';
import { SkateProvider } from './SkateProvider';

// A file of its own: the notice area appears with the first notice of the bundle (module state).
// Under StrictMode (every development build, `pnpm start`) effects mount, unmount and mount again.
describe('the provider notice area under StrictMode', () => {
  it('shows the first notice and every later one', async () => {
    const { storefront, storage, fetch } = makeStorefront({});
    render(
      <StrictMode>
        <SkateProvider
          config={{ apiBase: API, merchantCode: MERCHANT, storage, fetch }}
          storefront={storefront}
        >
          <p>shop</p>
        </SkateProvider>
      </StrictMode>,
    );
    act(() => {
      notify.success(TEXTS.ADDED_TO_CART);
    });
    expect(await screen.findByText(TEXTS.ADDED_TO_CART)).toBeInTheDocument();
    act(() => {
      notify.success(TEXTS.LOGIN_SUCCESS);
    });
    expect(await screen.findByText(TEXTS.LOGIN_SUCCESS)).toBeInTheDocument();
  });
});
