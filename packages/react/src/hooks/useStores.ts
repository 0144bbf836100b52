import type { Storefront } from '@skatekit/core';
import { useStore } from 'zustand';
import { useStorefront } from '../provider/useStorefront';

/** State of core's cart store (guest cart in storage, server cart when signed in). */
export type CartState = ReturnType<Storefront['cart']['getState']>;
/** State of core's session store (the stored user record and tokens). */
export type SessionState = ReturnType<Storefront['session']['getState']>;
/** State of core's checkout-data store (`checkout_data`). */
export type CheckoutState = ReturnType<Storefront['checkout']['getState']>;
/** State of core's site-settings store (buttons, pay buttons, meta...). */
export type SettingsState = ReturnType<Storefront['settings']['getState']>;

const whole = <S>(state: S) => state;

/** The cart store; pass a selector to re-render only when that slice changes. */
export function useCart(): CartState;
export function useCart<T>(selector: (state: CartState) => T): T;
export function useCart<T>(selector?: (state: CartState) => T) {
  return useStore(useStorefront().cart, (selector ?? whole) as (state: CartState) => T);
}

/** The session store (who is signed in). */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T) {
  return useStore(useStorefront().session, (selector ?? whole) as (state: SessionState) => T);
}

/** The checkout-data store (lines, totals and coupon carried from cart to checkout). */
export function useCheckout(): CheckoutState;
export function useCheckout<T>(selector: (state: CheckoutState) => T): T;
export function useCheckout<T>(selector?: (state: CheckoutState) => T) {
  return useStore(useStorefront().checkout, (selector ?? whole) as (state: CheckoutState) => T);
}

/** The site-settings store (cart buttons, pay buttons, store profile...). */
export function useSettings(): SettingsState;
export function useSettings<T>(selector: (state: SettingsState) => T): T;
export function useSettings<T>(selector?: (state: SettingsState) => T) {
  return useStore(useStorefront().settings, (selector ?? whole) as (state: SettingsState) => T);
}
