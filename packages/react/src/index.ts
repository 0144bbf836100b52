// Public API of @skatekit/react: core re-exported whole (install @skatekit/react alone and import
// `selectCartCount`, `TEXTS`, the schemas... from here), then the components and hooks, area by area.
// Each area is also its own entry (`@skatekit/react/cart`, `/checkout`, ...), listed in its index.ts:
// add a new public component there, not here.
export * from '@skatekit/core';

export * from './provider';
export * from './hooks';
export * from './styles';
export * from './ui';
export * from './home';
export * from './catalogue';
export * from './product';
export * from './cart';
export * from './checkout';
export * from './auth';
export * from './account';
export * from './admission';
export * from './academy';
export * from './enquiry';
export * from './content';
export * from './shell';
export * from './push';

// Components whose names core also uses for a data type: the component wins here; import the type
// from @skatekit/core (`import type { ShopFilters } from '@skatekit/core'`).
export { ShopFilters } from './catalogue';
export { PincodeCheck } from './product';
export { PolicyPage } from './content';
export { Marquee } from './shell';
