/**
 * The spec's exact texts and the product route encoding, straight from core's sources. Imported by
 * relative path because Playwright's loader does not apply the workspace `source` condition that
 * `@skatekit/core` needs before it is built; both files are self-contained.
 */
export {
  TEXTS,
  chooseVariationTitle,
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  searchResultsFor,
  charCounter,
  deliveredOn,
  stepOf,
  otpDigitLabel,
  itemCount,
} from '../../packages/core/src/texts';
export { productRoute } from '../../packages/core/src/routing/productRoute';
export { categoryRoute } from '../../packages/core/src/routing/routes';
export { orderNumber } from '../../packages/core/src/orders/orderNumber';
export { formatIndiaDate } from '../../packages/core/src/time/india';
// The console's order flow moved to @skatekit/console-contract, which reads `@skatekit/core/rules`: that one
// import resolves to core's build (dist), as test-all builds core before the journeys.
export { ORDER_FLOW } from '../../packages/console-contract/src/order-flow';
