import { CheckoutPage } from '@skatekit/react/checkout';

/** Checkout sends a guest to /login itself (and back here after signing in). */
export default function Checkout() {
  return <CheckoutPage />;
}
