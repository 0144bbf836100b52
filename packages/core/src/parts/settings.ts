import { createSettingsStore } from '../stores/settings';
import type { StorefrontPartFactories } from '../storefront';

/** Storefront part `settings`: The site settings (cart and pay buttons, meta, store profile, help). */
export const settingsPart: NonNullable<StorefrontPartFactories['settings']> = ({ api, storage }) =>
  createSettingsStore({ api, storage });
