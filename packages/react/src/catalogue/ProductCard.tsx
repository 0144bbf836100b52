import {
  type ButtonId,
  type CardActionKind,
  cardActions,
  productDiscountPercent,
  productPriceDisplay,
  productPriceRange,
  productRoute,
  SKELETON_IMAGE_HEIGHT,
} from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { discountBadge, TEXTS } from '@skatekit/core/texts';
import { SkateLink } from '../provider/SkateLink';
import { Button } from '../ui/Button';
import { Price } from '../ui/Price';
import { SkateImage } from '../ui/SkateImage';
import { Skeleton } from '../ui/Skeleton';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';
import { LinkButton } from '../ui/LinkButton';

export interface ProductCardProps {
  product: Product;
  /** The site's default cart button (core's defaultButton over the merchant's settings). */
  button: ButtonId | null;
  /** A card button was pressed (links - image, title, View, Get Quote - navigate by themselves). */
  onAction?: (kind: CardActionKind, product: Product) => void;
  /** Show the price range line (category page). */
  showPriceRange?: boolean;
  /** The action now running for this card, shown as busy. */
  busy?: CardActionKind | null;
  /** Among the first cards on screen: its image loads at once, first (likely the page's largest paint). */
  priority?: boolean;
}

/**
 * A product card: image (skeleton of height 250 when missing or broken), discount badge, title,
 * price box and the actions of core's card-action rule. Image, title, View and Get Quote are links
 * to the product page.
 */
export function ProductCard({ product, button, onAction, showPriceRange, busy, priority }: ProductCardProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  const route = productRoute(product.title, product.product_id);
  const percent = productDiscountPercent(product);
  const price = productPriceDisplay(product);
  // A range only says something when it spans two prices; one price is already in the price box.
  const range = showPriceRange ? productPriceRange(product) : null;
  const showRange = range !== null && range.min !== range.max;
  const { actions, showView } = cardActions(product, button);
  return (
    <article className="skate-card skate-product-card" part="card product-card" aria-label={product.title}>
      <SkateLink to={route} className="skate-product-card-media" tabIndex={-1} aria-hidden="true">
        {percent !== null ? (
          <span className="skate-badge" part="badge">
            {discountBadge(percent)}
          </span>
        ) : null}
        <SkateImage
          path={product.image}
          alt={product.title}
          fallbackHeight={SKELETON_IMAGE_HEIGHT}
          // Square images: the box is reserved before the file arrives (no shift).
          width={400}
          height={400}
          // Two columns on a phone; cards of 220-300 px on wider screens.
          sizes="(max-width: 639px) 50vw, 300px"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </SkateLink>
      <div className="skate-product-card-body">
        <h3 className="skate-product-card-title">
          <SkateLink to={route}>{product.title}</SkateLink>
        </h3>
        <Price current={price.price} original={price.struck} />
        {showRange ? <span className="skate-product-card-range">{range.text}</span> : null}
        <div className="skate-product-card-actions">
          {actions.map((action) =>
            action.kind === 'get-quote' ? (
              <LinkButton key={action.kind} to={route} variant="action" size="sm">
                {action.label}
              </LinkButton>
            ) : (
              <Button
                key={action.kind}
                size="sm"
                variant={
                  action.kind === 'out-of-stock'
                    ? 'outline'
                    : action.kind === 'view-details'
                      ? 'outline'
                      : 'action'
                }
                disabled={action.disabled}
                loading={busy === action.kind}
                onClick={() => onAction?.(action.kind, product)}
              >
                {action.label}
              </Button>
            ),
          )}
          {showView ? (
            <LinkButton to={route} variant="outline" size="sm" aria-label={`${TEXTS.VIEW} ${product.title}`}>
              {TEXTS.VIEW}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A loading placeholder shaped like a product card. */
export function ProductCardSkeleton() {
  useSkateStyles(CATALOGUE_SHEETS);
  return (
    <div
      className="skate-card skate-product-card skate-product-card--skeleton"
      part="card product-card"
      aria-hidden="true"
      data-testid="skate-card-skeleton"
    >
      <Skeleton height={SKELETON_IMAGE_HEIGHT} />
      <div className="skate-product-card-body">
        <Skeleton height={18} width="80%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={36} />
      </div>
    </div>
  );
}
