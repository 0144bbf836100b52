export { SkateProvider, type SkateConfig, type SkateProviderProps } from './SkateProvider';
export { SkateLink, type SkateLinkProps } from './SkateLink';
export { SkateHydrate, type SkateHydrateProps } from './SkateHydrate';
export { useStorefront, useSkateNavigate, useSkateContext } from './useStorefront';
export { SkateContext, type SkateContextValue } from './context';
export { themeToStyle, type SkateTheme } from './theme';
export { ConfigProblem, isDevelopment } from './ConfigProblem';
export { onFirstNotice } from './toastSlot';
export { usePurchaseEvents, type PurchaseEventHandlers } from './usePurchaseEvents';
