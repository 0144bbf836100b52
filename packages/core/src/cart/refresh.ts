import type { CartItem } from '../api/schemas/cart';
import { productVariations } from '../pricing/variations';
import { toCartItem, type CartSourceProduct } from './toCartItem';
import { toText } from '../format/coerce';

/**
 * A guest-cart line refreshed from the latest product record: title, prices, stock, status, image
 * and gallery (from the matching variation for a Variable Product). Everything else - quantity,
 * chosen attributes, user - is kept. A line whose variation no longer exists is returned unchanged.
 */
export function refreshCartLine(line: CartItem, product: CartSourceProduct): CartItem {
  const sku = toText(line.product_sku);
  const variations = productVariations(product);
  const variation = variations.length > 0 ? variations.find((v) => toText(v.sku) === sku) : undefined;
  if (variations.length > 0 && !variation && sku !== toText(product.sku)) return line;
  const fresh = toCartItem(product, variation, { mainId: line.main_id });
  return {
    ...line,
    product_name: fresh.product_name || line.product_name,
    product_price: fresh.product_price,
    product_saleprice: fresh.product_saleprice,
    product_stockstatus: fresh.product_stockstatus,
    product_status: fresh.product_status,
    product_image: fresh.product_image || line.product_image,
    product_gallery: fresh.product_gallery.length > 0 ? fresh.product_gallery : line.product_gallery,
  };
}
