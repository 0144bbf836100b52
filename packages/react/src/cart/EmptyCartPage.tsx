import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { SkateLink } from '../provider/SkateLink';

export interface EmptyCartPageProps {
  /** The page's heading (Cart, Checkout). */
  heading: string;
}

/** A page with nothing to buy: its heading, core's CART_EMPTY message and a link to the equipments. */
export function EmptyCartPage({ heading }: EmptyCartPageProps) {
  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <h1 className="skate-page-title" part="heading">
          {heading}
        </h1>
        <div className="skate-empty">
          <p>{TEXTS.CART_EMPTY}</p>
          <SkateLink
            to={ROUTES.equipments}
            className="skate-btn skate-btn--primary"
            part="button button-primary"
          >
            {TEXTS.EQUIPMENTS_HEADING}
          </SkateLink>
        </div>
      </div>
    </div>
  );
}
