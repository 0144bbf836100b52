import type { Product } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
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
  /** More cards are on their way (`aria-busy` on the list). */
  busy?: boolean;
  /** Extra items after the cards, e.g. skeletons while the next page loads. */
  children?: ReactNode;
}

/** Cards whose images load first and at once: the first row on a phone (two columns). */
const PRIORITY_CARDS = 2;

/** The grid of product cards of a listing, wired to the list's card actions. */
export function ProductGrid({ products, actions, showPriceRange, busy, children }: ProductGridProps) {
  return (
    <ul className="skate-product-grid" aria-busy={busy || undefined}>
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard
            product={product}
            priority={index < PRIORITY_CARDS}
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
    <li key={`skeleton-${index}`}>
      <ProductCardSkeleton />
    </li>
  ));
}

/** The list shown while a listing's first products load: placeholder cards, announced as loading. */
export function ProductGridLoading({ count = 2 }: { count?: number }) {
  return (
    <ul className="skate-product-grid" aria-busy="true" aria-label={TEXTS.LOADING_PRODUCTS}>
      <ProductSkeletonItems count={count} />
    </ul>
  );
}
