import type { CartState, CheckoutState, SessionState, SettingsState } from '@skatekit/core';
import { useStore } from 'zustand';
import { useStorefront } from '../provider/useStorefront';

// The store states are core's types (cart: guest cart in storage or server cart; session: the stored
// user and tokens; checkout: `checkout_data`; settings: buttons, pay buttons, meta...).
export type { CartState, CheckoutState, SessionState, SettingsState };

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

/** The site-settings store (cart buttons, pay buttons, store profile...). */
export function useSettings(): SettingsState;
export function useSettings<T>(selector: (state: SettingsState) => T): T;
export function useSettings<T>(selector?: (state: SettingsState) => T) {
  return useStore(useStorefront().settings, (selector ?? whole) as (state: SettingsState) => T);
}
