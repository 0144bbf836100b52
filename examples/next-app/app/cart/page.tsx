import { CartPage } from '@skatekit/react/cart';

export default function Cart() {
  return <CartPage />;
}
