import { formatInr } from '@skatekit/core/rules';
import type { CartItem } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';

export interface OrderProductsProps {
  /** The order's lines (core has already parsed JSON text into a list). */
  products: readonly CartItem[];
}

/** The products of one order: image, name, sale price (with the quantity when above 1) and variation attributes. */
export function OrderProducts({ products }: OrderProductsProps) {
  useSkateStyles(ACCOUNT_SHEETS);
  if (products.length === 0) return <p className="skate-muted">{TEXTS.NO_PRODUCTS_IN_ORDER}</p>;
  return (
    <ul className="skate-order-products">
      {products.map((product, index) => {
        const attributes = Object.entries(product.variation_attributes ?? {}).filter(
          ([, value]) => value !== '',
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order can repeat a sku, so the position is part of the key.
          <li key={`${product.product_sku || product.product_id}-${index}`} className="skate-order-product">
            <SkateImage
              path={product.product_image}
              alt={product.product_name}
              className="skate-order-product-image"
              fallbackHeight={64}
            />
            <div className="skate-order-product-info">
              <p className="skate-order-product-name">{product.product_name}</p>
              <p className="skate-order-product-price">
                {product.quantity > 1
                  ? `${product.quantity} × ${formatInr(product.product_saleprice)}`
                  : formatInr(product.product_saleprice)}
              </p>
              {attributes.length > 0 ? (
                <dl className="skate-attributes">
                  {attributes.map(([name, value]) => (
                    <div key={name}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
