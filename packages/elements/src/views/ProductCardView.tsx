import { TEXTS } from '@skatekit/core/texts';
import { ProductCard, ProductCardSkeleton, useProductActions } from '@skatekit/react/catalogue';
import { useProduct, useToastOnError } from '@skatekit/react/hooks';

export interface ProductCardViewProps {
  /** The product to show (its `product_id`). */
  productId?: string;
}

/**
 * `<skate-product-card>`: one product's card with the listing's actions (core's card-action rule:
 * Add to Cart, Buy Now, Select with the variation chooser, the package modal), loaded by id; a
 * skeleton while it loads, nothing when there is no such product.
 */
export function ProductCardView({ productId }: ProductCardViewProps) {
  const id = productId?.trim() || null;
  const product = useProduct(id);
  useToastOnError(product.status, TEXTS.FAILED_LOAD_PRODUCTS, product.error);
  const { button, onAction, busyFor, modals } = useProductActions({ context: 'listing' });
  if (!id || product.status === 'error') return null;
  if (!product.data) return <ProductCardSkeleton />;
  return (
    <>
      <ProductCard product={product.data} button={button} onAction={onAction} busy={busyFor(product.data)} />
      {modals}
    </>
  );
}
