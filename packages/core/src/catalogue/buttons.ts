import { BUTTON_IDS, type ButtonId } from '../constants';
import { isFlagSet, toText } from '../format/coerce';
import { stockOnHand } from './stock';
import { TEXTS } from '../texts';
import { isGroupedProduct, isVariableProduct, type ProductLike, type VariationLike } from '../shapes';

/** One configured cart button (GET /button/{merchant}). */
export interface ButtonConfigLike {
  button_id?: string | null;
  /** The merchant's "default" flag (boolean, or "true"/"1" from the loose backend). */
  default?: unknown;
}

/**
 * The site's default card action: the first of getquote, addtocart, buynow that is configured
 * with its default flag set; null when none is.
 * @example defaultButton([{ button_id: 'buynow', default: true }, { button_id: 'addtocart', default: true }]) // 'addtocart'
 */
export function defaultButton(configs: readonly ButtonConfigLike[] | null | undefined): ButtonId | null {
  const list = configs ?? [];
  return (
    BUTTON_IDS.find((id) => list.some((c) => toText(c.button_id) === id && isFlagSet(c.default))) ?? null
  );
}

/** Whether the cart icon shows: hidden when the default action is getquote. */
export function cartIconVisible(button: ButtonId | null): boolean {
  return button !== 'getquote';
}

/** What a card button does. */
export type CardActionKind =
  | 'view-details'
  | 'package'
  | 'select'
  | 'out-of-stock'
  | 'add-to-cart'
  | 'buy-now'
  | 'get-quote';

/** One button of a product card. */
export interface CardAction {
  kind: CardActionKind;
  label: string;
  disabled: boolean;
}

/** The buttons of a product card. */
export interface CardActions {
  actions: CardAction[];
  /** The View button (opens the detail page). */
  showView: boolean;
}

const action = (kind: CardActionKind, label: string, disabled = false): CardAction => ({
  kind,
  label,
  disabled,
});

// Built when asked for: the labels are texts a merchant may override (setTexts).
const defaultAction = (button: ButtonId): CardAction =>
  button === 'addtocart'
    ? action('add-to-cart', TEXTS.ADD_TO_CART)
    : button === 'buynow'
      ? action('buy-now', TEXTS.BUY_NOW)
      : action('get-quote', TEXTS.GET_QUOTE);

/**
 * True for a simple product whose totalStock is 0 (or below: an oversold count is no stock either)
 * and whose stock is not "Unlimited Stock".
 */
export function isSimpleOutOfStock(product: ProductLike): boolean {
  const type = toText(product.product_type);
  if (isGroupedProduct(type) || isVariableProduct(type)) return false;
  // Out when none is on hand; a record without any count has none either (totalStock defaults to 0).
  return stockOnHand(product.stock, product.totalStock ?? 0) === 0;
}

/**
 * The buttons of a product card, by type and stock:
 * Grouped Product - View Details (package modal) and Package; Variable Product - Select (variation
 * chooser); a simple product out of stock - a disabled Out of Stock; otherwise the default action
 * (Add to Cart, Buy Now or Get Quote; nothing when no default is configured).
 * View shows unless the product is Grouped or the default is getquote.
 */
export function cardActions(product: ProductLike, button: ButtonId | null): CardActions {
  const type = toText(product.product_type);
  const showView = !isGroupedProduct(type) && button !== 'getquote';
  if (isGroupedProduct(type)) {
    return {
      actions: [action('view-details', TEXTS.VIEW_DETAILS), action('package', TEXTS.PACKAGE)],
      showView,
    };
  }
  if (isVariableProduct(type)) return { actions: [action('select', TEXTS.SELECT)], showView };
  if (isSimpleOutOfStock(product)) {
    return { actions: [action('out-of-stock', TEXTS.OUT_OF_STOCK, true)], showView };
  }
  return { actions: button === null ? [] : [defaultAction(button)], showView };
}

/** True when a variation cannot be bought: its stock is 0 or "Out of Stock". */
export function variationBlocked(variation: Pick<VariationLike, 'stock'>): boolean {
  // An empty or wordy stock is not counted (undefined), not 0.
  return stockOnHand(variation.stock) === 0;
}

/** The one action button of a variation card in the chooser: the default action, or a disabled Out of Stock. */
export function variationAction(
  variation: Pick<VariationLike, 'stock'>,
  button: ButtonId | null,
): CardAction | null {
  if (variationBlocked(variation)) return action('out-of-stock', TEXTS.OUT_OF_STOCK, true);
  return button === null ? null : defaultAction(button);
}
