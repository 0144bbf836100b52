import {
  type ButtonId,
  formatInr,
  positivePrice,
  productRoute,
  productVariations,
  variationAction,
  variationBlocked,
} from '@skatekit/core/rules';
import type { Product, Variation } from '@skatekit/core/schemas';
import { chooseVariationTitle, TEXTS } from '@skatekit/core/texts';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';
import { LinkButton } from '../ui/LinkButton';

export interface VariationChooserProps {
  /** The product, loaded in full (its variations); null closes the chooser. */
  product: Product | null;
  onClose: () => void;
  /** The site's default cart button: what choosing a variation does. */
  button: ButtonId | null;
  /** Called with the chosen variation (add to cart or buy now, by the default button). */
  onChoose: (product: Product, variation: Variation) => void;
  /** In the Popular Products block, Price and Sale show only when above 0. */
  context?: 'listing' | 'popular';
  /** SKU of the variation whose action is running. */
  busySku?: string | null;
}

/** Attribute values of a variation as one line, e.g. "Size: 7 / Colour: Red". */
function attributesText(variation: Variation): string {
  return Object.entries(variation.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' / ');
}

/**
 * "{title} - Choose a Variation": one card per variation with image, SKU, Price, Sale (only if
 * present), Stock and one action; variations out of stock get a disabled Out of Stock button.
 */
export function VariationChooser({
  product,
  onClose,
  button,
  onChoose,
  context = 'listing',
  busySku,
}: VariationChooserProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  const variations = product ? (productVariations(product) as Variation[]) : [];
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={product ? chooseVariationTitle(product.title) : ''}
      wide
    >
      {product ? (
        <ul className="skate-variation-grid">
          {variations.map((variation, index) => {
            const action = variationAction(variation, button);
            const blocked = variationBlocked(variation);
            const price = context === 'popular' ? positivePrice(variation.price) : variation.price;
            const sale = positivePrice(variation.salePrice);
            const label = attributesText(variation) || variation.sku;
            return (
              <li key={variation.sku || index}>
                <article
                  className={`skate-card skate-variation-card${blocked ? ' skate-variation-card--blocked' : ''}`}
                  part="card"
                  aria-label={label}
                >
                  <SkateImage
                    path={variation.imageUrl || product.image}
                    alt={`${product.title} ${label}`}
                    fallbackHeight={160}
                  />
                  <p className="skate-variation-attrs">{label}</p>
                  <dl className="skate-facts">
                    <dt>{TEXTS.VARIATION_SKU}</dt>
                    <dd>{variation.sku}</dd>
                    {price !== null ? (
                      <>
                        <dt>{TEXTS.VARIATION_PRICE}</dt>
                        <dd>{formatInr(price)}</dd>
                      </>
                    ) : null}
                    {sale !== null ? (
                      <>
                        <dt>{TEXTS.VARIATION_SALE}</dt>
                        <dd>{formatInr(sale)}</dd>
                      </>
                    ) : null}
                    <dt>{TEXTS.VARIATION_STOCK}</dt>
                    <dd>{variation.stock}</dd>
                  </dl>
                  {action === null ? null : action.kind === 'get-quote' ? (
                    <LinkButton
                      to={productRoute(product.title, product.product_id)}
                      variant="action"
                      size="sm"
                    >
                      {action.label}
                    </LinkButton>
                  ) : (
                    <Button
                      size="sm"
                      variant={action.disabled ? 'outline' : 'action'}
                      disabled={action.disabled}
                      loading={busySku === variation.sku}
                      onClick={() => onChoose(product, variation)}
                    >
                      {action.label}
                    </Button>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Modal>
  );
}
