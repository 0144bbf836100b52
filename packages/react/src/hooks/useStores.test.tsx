import { selectCartCount } from '@skatekit/core';
import { STORAGE_KEYS } from '@skatekit/core/rules';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SkateProvider } from '../provider/SkateProvider';
import { cartLine } from '../test/fixtures';
import { API, makeStorefront, MERCHANT } from '../test/harness';
import { useCheckout } from './useCheckout';
import { useCart, useSession, useSettings } from './useStores';

describe('store hooks', () => {
  it('read core stores with or without a selector and follow their changes', () => {
    const { storefront, storage } = makeStorefront({ stored: { [STORAGE_KEYS.guestCart]: [cartLine()] } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SkateProvider config={{ apiBase: API, merchantCode: MERCHANT, storage }} storefront={storefront}>
        {children}
      </SkateProvider>
    );
    const { result } = renderHook(
      () => ({
        count: useCart(selectCartCount),
        cart: useCart(),
        session: useSession(),
        checkout: useCheckout((s) => s.data),
        settings: useSettings((s) => s.loaded),
      }),
      { wrapper },
    );
    expect(result.current.count).toBe(1);
    expect(result.current.cart.lines).toHaveLength(1);
    expect(result.current.session.user).toBeNull();
    expect(result.current.checkout).toBeNull();
    act(() => storefront.cart.getState().setQuantity('SKU-c1', 3));
    expect(result.current.cart.lines[0].quantity).toBe(3);
  });

  it('throw the provider error outside <SkateProvider>', () => {
    expect(() => renderHook(() => useCart())).toThrow('useStorefront must be used inside <SkateProvider>');
  });
});
