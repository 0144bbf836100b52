import type { Product } from '@skatekit/core';
import type { ReactNode } from 'react';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import type { ProductActions } from './useProductActions';

export interface ProductGridProps {
  /** The products, in the order to show. */
  products: Product[];
  /** The list's card actions (useProductActions); its modals are rendered by the caller. */
  actions: Pick<ProductActions, 'button' | 'onAction' | 'busyFor'>;
  /** Price ranges on the cards (category page). */
  showPriceRange?: boolean;
  /** Extra items after the cards, e.g. skeletons while the next page loads. */
  children?: ReactNode;
}

/** The grid of product cards of a listing, wired to the list's card actions. */
export function ProductGrid({ products, actions, showPriceRange, children }: ProductGridProps) {
  return (
    <ul className="skate-product-grid">
      {products.map((product) => (
        <li key={product.product_id}>
          <ProductCard
            product={product}
            button={actions.button}
            onAction={actions.onAction}
            busy={actions.busyFor(product)}
            showPriceRange={showPriceRange}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}

/** Placeholder grid items (two by default) while products load. */
export function ProductSkeletonItems({ count = 2 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <li key={index}>
      <ProductCardSkeleton />
    </li>
  ));
}
