import type { CheckoutState } from '@skatekit/core';
import { useStore } from 'zustand';
import { useStorefront } from '../provider/useStorefront';
import { checkoutOf } from './checkoutStore';

// Apart from useStores.ts: reading the checkout provides its part (and carries its code), which a
// screen that reads only the cart or the session does not need (the drop-in cart's empty first view).

const whole = <S>(state: S) => state;

/** The checkout-data store (lines, totals and coupon carried from cart to checkout). */
export function useCheckout(): CheckoutState;
export function useCheckout<T>(selector: (state: CheckoutState) => T): T;
export function useCheckout<T>(selector?: (state: CheckoutState) => T) {
  return useStore(checkoutOf(useStorefront()), (selector ?? whole) as (state: CheckoutState) => T);
}
