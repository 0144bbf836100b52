import type { CartItem } from '../api/schemas/cart';
import { type LineSourceProduct, resolveLine, toLineView } from '../engine/lineView';

/**
 * A guest-cart line refreshed from the latest product record: title, prices, stock, status, image
 * and gallery (from the matching variation for a Variable Product). Everything else - quantity,
 * chosen attributes, user - is kept. A line whose variation no longer exists is returned unchanged.
 */
export function refreshCartLine(line: CartItem, product: LineSourceProduct): CartItem {
  if (!resolveLine(product, line.product_sku)) return line;
  const fresh = toLineView(product, line.product_sku, { mainId: line.main_id });
  const { stock_left: _stale, ...kept } = line;
  return {
    ...kept,
    ...(fresh.stock_left !== undefined ? { stock_left: fresh.stock_left } : {}),
    product_name: fresh.product_name || line.product_name,
    product_price: fresh.product_price,
    product_saleprice: fresh.product_saleprice,
    product_stockstatus: fresh.product_stockstatus,
    product_status: fresh.product_status,
    product_image: fresh.product_image || line.product_image,
    product_gallery: fresh.product_gallery.length > 0 ? fresh.product_gallery : line.product_gallery,
  };
}
