export {
  useCart,
  useSession,
  useSettings,
  type CartState,
  type SessionState,
  type CheckoutState,
  type SettingsState,
} from './useStores';
export { useCheckout } from './useCheckout';
export { useAsync, type AsyncState, type AsyncStatus } from './useAsync';
export {
  useProducts,
  useProduct,
  useNewArrivals,
  useCategories,
  useOffers,
  useSliders,
  useDefaultButton,
  usePayMode,
  useEnsureSettings,
} from './useCatalogue';
export { useImageUrl, resolveImageUrl } from './useImageUrl';
export { useToastOnError, useLogOnError } from './useToastOnError';
