import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { Page } from '../ui/Page';
import { LinkButton } from '../ui/LinkButton';

export interface EmptyCartPageProps {
  /** The page's heading (Cart, Checkout). */
  heading: string;
}

/** A page with nothing to buy: its heading, core's CART_EMPTY message and a link to the equipments. */
export function EmptyCartPage({ heading }: EmptyCartPageProps) {
  return (
    <Page title={heading} as="div">
      <div className="skate-empty">
        <p>{TEXTS.CART_EMPTY}</p>
        <LinkButton to={ROUTES.equipments}>{TEXTS.EQUIPMENTS_HEADING}</LinkButton>
      </div>
    </Page>
  );
}
